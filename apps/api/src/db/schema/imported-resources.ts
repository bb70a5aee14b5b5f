import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * Which FHIR resources were imported into a patient (docs/decisions/058-importing-fhir.md): `resource_key` is
 * the SHA-256 (hex) of the resource's type and identity in its Bundle (first identifier, else `fullUrl`, else
 * id), so importing the same Bundle again adds nothing. Holds no health data; `kind` is the Sehat record it
 * became ('medical_records', 'lab_reports'…); `record_id` the id of the row it became, so a later item of the
 * same or a later import can refer to it (a claim to its policy, a dose to its medicine); null when the row
 * has no id to name or the import predates the column. Gone with the patient.
 */
export const importedResources = pgTable(
  'imported_resources',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    resourceKey: text('resource_key').notNull(),
    kind: text('kind').notNull(),
    recordId: text('record_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.resourceKey] })],
);
