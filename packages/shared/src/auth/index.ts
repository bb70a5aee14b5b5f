export * from './messages.js';
export * from './schemas.js';
export * from './rules.js';
export * from './two-factor.js';
export * from './two-factor-schemas.js';
