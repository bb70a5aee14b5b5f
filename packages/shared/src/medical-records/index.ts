export * from './files.js';
export * from './file-schemas.js';
export * from './messages.js';
export * from './schemas.js';
export * from './rules.js';
