/**
 * The vaccinations contract's catalogue, calculator and messages, without zod
 * (docs/decisions/055-vaccinations.md; docs/decisions/048-signed-in-screens-without-zod.md); the schemas are
 * in `schemas.ts`.
 */
export * from './catalogue.js';
export * from './schedule.js';
export * from './message-table.js';
