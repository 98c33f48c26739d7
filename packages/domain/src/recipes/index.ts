export * from './difficulty';
export * from './pepper-links';
export * from './times';
