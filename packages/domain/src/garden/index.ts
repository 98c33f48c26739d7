export * from './fertilizer';
export * from './harvest';
export * from './journal';
export * from './overview';
export * from './plan';
export * from './seed-viability';
export * from './spacing';
export * from './yield';
