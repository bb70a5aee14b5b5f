export * from './schemas.js';
export * from './filters.js';
export * from './location.js';
export * from './display.js';
