import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The erasure journal and tombstone (docs/decisions/024-erasure-export-activity-log.md; DPDP Act 2023 s.12):
 * one row per erased account, written before anything is deleted and completed once the user row and every
 * file are gone, so an erasure cut short (kill -9, power cut) is finished at the next start. It keeps only
 * the account's id and two times: no name, no e-mail, nothing of the patient's health. Deliberately without
 * a foreign key: it outlives the user row.
 */
export const accountErasures = pgTable('account_erasures', {
  userId: text('user_id').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
