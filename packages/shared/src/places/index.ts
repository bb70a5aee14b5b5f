export * from './indian-states.js';
export * from './states.js';
export * from './hospitals.js';
export * from './hospital-schemas.js';
export * from './geo.js';
export * from './geo-schemas.js';
export * from './address-match.js';
