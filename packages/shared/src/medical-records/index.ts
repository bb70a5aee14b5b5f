export * from './files.js';
export * from './messages.js';
export * from './schemas.js';
