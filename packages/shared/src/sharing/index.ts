export * from './format.js';
export * from './messages.js';
export * from './schemas.js';
export * from './rules.js';
