export * from './clinic.js';
export * from './schemas.js';
