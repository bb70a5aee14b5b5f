export * from './messages.js';
export * from './schemas.js';
export * from './two-factor.js';
