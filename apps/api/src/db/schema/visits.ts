import { date, index, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * A clinic visit or booked appointment (docs/product.md#visits). Status
 * 'scheduled' or 'confirmed' counts as upcoming (docs/product.md#states-and-transitions); bookings are
 * created as scheduled consultations with the purpose in `notes`.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    visitTime: time('visit_time'),
    status: text('status').notNull().default('scheduled'),
    hospitalName: text('hospital_name').notNull(),
    doctorName: text('doctor_name').notNull(),
    appointmentType: text('appointment_type').notNull().default('consultation'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // status in the index: the dashboard's upcoming count (status and date) is an index-only scan.
  (t) => [index('visits_patient_visit_date_status_idx').on(t.patientId, t.visitDate, t.status)],
);
