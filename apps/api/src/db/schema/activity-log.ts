import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The activity log (docs/decisions/024-erasure-export-activity-log.md): append-only (a trigger refuses UPDATE
 * and DELETE, except inside the one-year purge and an account's erasure, which set
 * `sehat.activity_log_maintenance`), kept 365 days. `kind` is one of ACTIVITY_KINDS; `subject_id` at most
 * the id of the row touched; no contents, ever. No foreign key to `user`: the erasure's tombstone outlives
 * the user row.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id').notNull(),
    /**
     * The account that acted when it is not the patient's own or managing account: a caregiver
     * (docs/decisions/051-caregivers.md). Null for the patient's own side.
     */
    actorAccountId: text('actor_account_id'),
    kind: text('kind').notNull(),
    subjectId: text('subject_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_patient_at_idx').on(t.patientId, t.at), index('activity_log_at_idx').on(t.at)],
);
