export * from './insurers.js';
export * from './message-table.js';
export * from './rules.js';
export * from './schemas.js';
