import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * One row per reminder mail claimed (docs/decisions/028-jobs-and-reminders.md): the primary key
 * (kind, subject, date) is claimed in the transaction that sends the mail, so
 * a reminder is never sent twice, whichever instance or retry runs the job.
 * `kind` is 'appointment' (subject: visits.id, date: the visit date) or
 * 'follow-up' (subject: medical_records.id, date: its follow_up_date) or 'policy-renewal' (subject:
 * insurance_policies.id, date: the day the 30- or 7-day reminder is sent) or 'medicine-digest' (subject: a uuid
 * derived from the patient's id, date: the day of its doses; docs/decisions/054-medicines.md) or 'vaccination'
 * (subject: a name-based UUID of the patient's id, date: the day the week-ahead reminder is sent;
 * docs/decisions/055-vaccinations.md).
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.dueDate] })],
);
