export * from './schemas.js';
export * from './rules.js';
export * from './filters.js';
export * from './location.js';
export * from './location-schemas.js';
export * from './display.js';
