import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every API instance (src/rate-limit/):
 * failed sign-ins per account (docs/decisions/014-guessing-and-rate-limits.md)
 * and per-patient upload and geocoder limits. One row per key; a row whose
 * window has passed is reset by the next hit and removed by the periodic prune.
 */
export const attemptCounter = pgTable('attempt_counter', {
  /** `<scope>:<subject>`, e.g. `sign-in:<sha256 of the e-mail>` or `upload:<user id>`. */
  key: text('key').primaryKey(),
  /** Hits counted in the current window. */
  count: integer('count').notNull(),
  /** When the current window opened; it closes `windowSeconds` later. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
