import type { MedicineSchedule } from '@sehat/shared';
import {
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { medicalRecords } from './medical-records.js';
import { patients } from './patients.js';

/**
 * A medicine on the patient's list (docs/decisions/054-medicines.md): `schedule` the shared
 * `MedicineSchedule` as validated (Indian notation or times, how the days repeat, or as needed); `start_date`
 * and `end_date` (null: ongoing) calendar days of the patient's zone; `medical_record_id` the record that
 * prescribed it (set null when that record goes); `stock_count` units counted on `stock_counted_on`, with
 * `units_per_dose` units per amount of 1, for the refill date (computed when read, never stored).
 */
export const medicines = pgTable(
  'medicines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    name: text('name').notNull(),
    strength: text('strength'),
    form: text('form'),
    dose: text('dose'),
    schedule: jsonb('schedule').$type<MedicineSchedule>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    medicalRecordId: uuid('medical_record_id').references(() => medicalRecords.id, { onDelete: 'set null' }),
    stockCount: doublePrecision('stock_count'),
    stockCountedOn: date('stock_counted_on', { mode: 'string' }),
    unitsPerDose: doublePrecision('units_per_dose').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('medicines_patient_id_idx').on(t.patientId)],
);

/**
 * A dose marked taken or skipped (docs/decisions/054-medicines.md): one row per (medicine, scheduled
 * instant), so marking a dose again replaces its status; `recorded_at` when it was marked (late entries
 * allowed). `patient_id` is the medicine's, kept for the patient-scoped reads and the export.
 */
export const medicationDoses = pgTable(
  'medication_doses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    medicineId: uuid('medicine_id')
      .notNull()
      .references(() => medicines.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('medication_doses_medicine_scheduled_at_key').on(t.medicineId, t.scheduledAt),
    index('medication_doses_patient_scheduled_at_idx').on(t.patientId, t.scheduledAt),
  ],
);
