export * from './message-table.js';
export * from './printed-values.js';
export * from './report-parser.js';
export * from './schemas.js';
export * from './prescription-parser.js';
export * from './prescription-schemas.js';
