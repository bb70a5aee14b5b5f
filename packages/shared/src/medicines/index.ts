/**
 * The medicines contract's schedule, adherence, refill and messages, without zod
 * (docs/decisions/054-medicines.md; docs/decisions/048-signed-in-screens-without-zod.md); the schemas are in
 * `schemas.ts`.
 */
export * from './schedule.js';
export * from './forms.js';
export * from './adherence.js';
export * from './message-table.js';
