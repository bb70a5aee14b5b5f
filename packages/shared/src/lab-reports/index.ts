export * from './catalogue.js';
export * from './flags.js';
export * from './messages.js';
export * from './results.js';
export * from './schemas.js';
export * from './rules.js';
export * from './trends.js';
export * from './trend-schemas.js';
