export * from './forecast';
export * from './frost-dates';
