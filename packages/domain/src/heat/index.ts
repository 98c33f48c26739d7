export * from './bar';
export * from './calculator';
export * from './level-figure';
export * from './ranges';
export * from './scale';
export * from './shu-format';
export * from './tolerance-quiz';
export * from './warnings';
