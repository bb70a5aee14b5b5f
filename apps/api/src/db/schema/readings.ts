import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * A reading taken at home (docs/decisions/052-readings.md): `kind` one of the shared READING_KINDS; `value` the
 * kind's number in its catalogue unit (systolic mmHg, glucose mg/dL, weight kg, SpO₂ %, temperature °C
 * normalised, heart rate /min); `diastolic` and `pulse` for blood pressure; `context` the glucose's relation to
 * a meal; `entered_value` / `entered_unit` a temperature as typed ('C' or 'F'). Flags and BMI are computed when
 * read (the BMI from the height on file then), never stored.
 */
export const readings = pgTable(
  'readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    kind: text('kind').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    value: doublePrecision('value').notNull(),
    diastolic: doublePrecision('diastolic'),
    pulse: integer('pulse'),
    context: text('context'),
    enteredValue: doublePrecision('entered_value'),
    enteredUnit: text('entered_unit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('readings_patient_kind_taken_at_idx').on(t.patientId, t.kind, t.takenAt)],
);
