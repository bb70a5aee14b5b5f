import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * A share link (docs/decisions/023-share-links.md; docs/architecture.md#d15-share-links;
 * docs/decisions/023-share-links.md). The token is never stored, only its
 * SHA-256 (`token_hash`); the optional 6-digit access code only as a salted
 * scrypt hash. The scope is `scope_all`, or the listed ids of the patient's
 * records, lab reports and files (`<bucket>/<name>`). Opens are counted; 5
 * wrong codes (`failed_code_attempts`) lock the link; `revoked_at` ends it.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    scopeAll: boolean('scope_all').notNull(),
    medicalRecordIds: text('medical_record_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    labReportIds: text('lab_report_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileIds: text('file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    codeHash: text('code_hash'),
    failedCodeAttempts: integer('failed_code_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shares_patient_created_at_idx').on(t.patientId, t.createdAt),
    index('shares_patient_first_opened_at_idx').on(t.patientId, t.firstOpenedAt),
  ],
);
