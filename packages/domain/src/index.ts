export * from './heat';
export * from './heat-bar';
export * from './home';
export * from './nav';
export * from './search';
export * from './shu-format';
export * from './suggestions';
