export * from './clinic.js';
export * from './schemas.js';
export * from './rules.js';
