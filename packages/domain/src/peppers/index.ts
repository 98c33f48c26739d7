export * from './collections';
export * from './featured';
export * from './grow-difficulty';
export * from './letters';
export * from './list-filters';
export * from './origin-climate';
export * from './search';
export * from './species';
