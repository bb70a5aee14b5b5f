import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * Reads of a lab report or a prescription from a PDF or a photo (docs/decisions/050-reading-documents.md):
 * one row per uploaded file waiting to be read, being read, or read. `kind` is 'lab_report' or
 * 'prescription'; the file itself is a `stored_files` row (`file_key`) in the `lab-reports` or the
 * `prescriptions` bucket by kind; Save moves it onto the new report or record and deletes this row; an unsaved
 * read is deleted with its file after a day. `draft` is the pre-fill of the form (never a saved report);
 * `message_key` the reason of a failure (a message key, never the file's content). `status`: 'queued',
 * 'reading' (claimed at `started_at`), 'done' or 'failed'.
 */
export const documentReads = pgTable(
  'document_reads',
  {
    id: uuid('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: text('kind', { enum: ['lab_report', 'prescription'] })
      .notNull()
      .default('lab_report'),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    status: text('status', { enum: ['queued', 'reading', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    draft: jsonb('draft'),
    messageKey: text('message_key'),
    messageValues: jsonb('message_values'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('document_reads_patient_idx').on(t.patientId, t.createdAt),
    index('document_reads_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'reading')`),
    check('document_reads_status_check', sql`${t.status} in ('queued', 'reading', 'done', 'failed')`),
    check('document_reads_kind_check', sql`${t.kind} in ('lab_report', 'prescription')`),
    check('document_reads_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
