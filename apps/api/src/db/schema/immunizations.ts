import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * A vaccine dose given (docs/decisions/055-vaccinations.md): `vaccine` a code of the shared VACCINES with its
 * `dose` number in the series, or null with `vaccine_name` for another vaccine; `given_on` the calendar day
 * ('yyyy-MM-dd'); `batch` (lot number), `place` (clinic or where given) and `notes` as typed. The schedule
 * is computed from the date of birth and these rows when read, never stored. A catalogue dose is given once
 * per patient (a second is a 409).
 */
export const immunizations = pgTable(
  'immunizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    vaccine: text('vaccine'),
    vaccineName: text('vaccine_name'),
    dose: integer('dose'),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    batch: text('batch'),
    place: text('place'),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('immunizations_patient_given_on_idx').on(t.patientId, t.givenOn),
    uniqueIndex('immunizations_patient_catalogue_dose')
      .on(t.patientId, t.vaccine, t.dose)
      .where(sql`${t.vaccine} is not null`),
  ],
);
