export * from './climate';
export * from './grow-rules';
export * from './harvest-time';
export * from './planting-calendar';
export * from './sowing-plan';
export * from './lead-times';
