export * from './glossary';
export * from './pests';
export * from './preservation';
export * from './seed-starting';
