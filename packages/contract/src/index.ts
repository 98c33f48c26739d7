export * from './schemas.js';
export * from './routes.js';
export * from './weather.js';
export * from './garden.js';
export * from './identify.js';
export * from './offline.js';
export * from './orders.js';
export * from './idempotency.js';
