export * from './difficulty';
export * from './pepper-links';
export * from './times';
export * from './summary';
export * from './heat';
export * from './scaling';
