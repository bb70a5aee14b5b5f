import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/** A notification the patient marked read (docs/product.md#data-kept, docs/product.md#data-calls); upserted on the three key columns. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    /** 'visit' | 'followup' | 'medical_record'. */
    notificationType: text('notification_type').notNull(),
    /** The visit or medical record id. */
    notificationId: text('notification_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('notification_reads_patient_type_id_unique').on(t.patientId, t.notificationType, t.notificationId),
  ],
);
