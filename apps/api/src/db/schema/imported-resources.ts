import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * Which FHIR resources were imported into a patient (docs/decisions/058-importing-fhir.md): `resource_key` is
 * the SHA-256 (hex) of the resource's type and identity in its Bundle (first identifier, else `fullUrl`, else
 * id), so importing the same Bundle again adds nothing. Holds no health data; `kind` is the Sehat record it
 * became ('medical_records', 'lab_reports'…). Gone with the patient.
 */
export const importedResources = pgTable(
  'imported_resources',
  {
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    resourceKey: text('resource_key').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.patientId, t.resourceKey] })],
);
