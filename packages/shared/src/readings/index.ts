/**
 * The readings contract's catalogue, bands and messages, without zod (docs/decisions/052-readings.md;
 * docs/decisions/048-signed-in-screens-without-zod.md); the schemas are in `schemas.ts`.
 */
export * from './catalogue.js';
export * from './bands.js';
export * from './message-table.js';
export * from './taken-at.js';
export * from './csv-import.js';
export * from './due.js';
