export * from './schemas.js';
export * from './routes.js';
export * from './identify.js';
