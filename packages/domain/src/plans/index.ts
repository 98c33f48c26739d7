export * from './account';
export * from './plans';
export * from './premium-recipes';
export * from './prices';
export * from './devices';
