import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * One stored file (docs/architecture.md#d9-one-upload-pipeline): written by the upload pipeline
 * in the same transaction as the row that references it. `name` is the
 * patient's own file name, sanitised, shown in lists and used for downloads;
 * `size_bytes` the plaintext size (counted against the storage quota);
 * `content_type` the sniffed type. Feature rows keep referring to files by
 * their storage key (docs/product.md#data-kept `prescription_files`, `receipt_file`, …).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('stored_files_patient_idx').on(t.patientId)],
);
