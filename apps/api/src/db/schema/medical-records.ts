import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { isNotBlank } from '../conditions.js';
import { patients } from './patients.js';

/**
 * A medical history record (docs/product.md#medical-records). title, description
 * and record_type are copies of primary_reason, diagnosis and visit_type made
 * on save; prescription_files holds storage keys under the user's folder.
 */
export const medicalRecords = pgTable(
  'medical_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    recordType: text('record_type').notNull(),
    primaryReason: text('primary_reason').notNull(),
    symptoms: text('symptoms'),
    doctorName: text('doctor_name').notNull(),
    specialization: text('specialization'),
    hospitalName: text('hospital_name').notNull(),
    contactNumber: text('contact_number'),
    diagnosis: text('diagnosis').notNull(),
    treatmentPlan: text('treatment_plan').notNull(),
    prescribedMedications: text('prescribed_medications'),
    recordDate: date('record_date', { mode: 'string' }).notNull(),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    visitType: text('visit_type').notNull(),
    additionalNotes: text('additional_notes'),
    summaryPreviousVisits: text('summary_previous_visits'),
    prescriptionFiles: text('prescription_files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medical_records_patient_record_date_idx').on(t.patientId, t.recordDate),
    index('medical_records_patient_follow_up_date_idx').on(t.patientId, t.followUpDate),
    index('medical_records_patient_created_at_idx').on(t.patientId, t.createdAt),
    // Active prescriptions (dashboard count, prescriptions list): an index-only count, the list in order.
    index('medical_records_patient_prescriptions_idx')
      .on(t.patientId, t.recordDate)
      .where(isNotBlank(t.prescribedMedications)),
  ],
);

/**
 * Each patient's number of medical records and of active prescriptions (records whose
 * prescribed_medications is not blank, `isNotBlank`), kept by the trigger `medical_record_counts_maintain`
 * on every insert, update and delete of medical_records (migration 0016). The dashboard reads them in
 * constant time: counting 10,000 rows on every visit made a long history the slowest dashboard (docs/decisions/037-screen-data-with-the-shell.md). A patient with no record has no row (zero).
 */
export const medicalRecordCounts = pgTable('medical_record_counts', {
  patientId: text('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  medicalRecords: integer('medical_records').notNull().default(0),
  activePrescriptions: integer('active_prescriptions').notNull().default(0),
});
