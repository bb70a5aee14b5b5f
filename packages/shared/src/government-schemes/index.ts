export * from './guide.js';
export * from './message-table.js';
export * from './rules.js';
export * from './schemas.js';
export * from './state-schemes.js';
