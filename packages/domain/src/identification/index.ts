export * from './results';
