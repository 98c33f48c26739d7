export * from './endpoint-paths';
export * from './schemas';
