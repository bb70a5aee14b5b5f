import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * A lab report (docs/product.md#screens-added-since-the-first-version): the lab, the report date,
 * the ordering doctor, and its files (storage keys in `lab-reports`, same
 * pipeline and limits as prescriptions). Its results are `lab_results` rows.
 */
export const labReports = pgTable(
  'lab_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    labName: text('lab_name').notNull(),
    reportDate: date('report_date', { mode: 'string' }).notNull(),
    orderingDoctor: text('ordering_doctor'),
    files: text('files')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lab_reports_patient_report_date_idx').on(t.patientId, t.reportDate)],
);

/**
 * A lab result (docs/product.md#lab-results: patient_id, test_date, read by the
 * dashboard's 3-month count), one row of a report: the test (catalogue code
 * and LOINC when known), the value as entered and its number, the unit, the
 * reference range the flag was computed with, and the flag.
 */
export const labResults = pgTable(
  'lab_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    reportId: uuid('report_id').references(() => labReports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    testCode: text('test_code'),
    testName: text('test_name').notNull().default(''),
    loinc: text('loinc'),
    value: text('value').notNull().default(''),
    valueNumber: numeric('value_number'),
    unit: text('unit').notNull().default(''),
    referenceLow: numeric('reference_low'),
    referenceHigh: numeric('reference_high'),
    flag: text('flag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lab_results_patient_test_date_idx').on(t.patientId, t.testDate),
    index('lab_results_report_idx').on(t.reportId),
    index('lab_results_patient_test_code_idx').on(t.patientId, t.testCode, t.testDate),
  ],
);
