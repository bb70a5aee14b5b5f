import { sql } from 'drizzle-orm';
import { numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/** A clinic the patient added (docs/product.md#clinics); `clinic_id` is the hospital ID shown. */
export const clinics = pgTable(
  'clinics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    clinicId: text('clinic_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 to 5, one decimal (docs/product.md#validation-rules). */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('0'),
    /** 'lat,lng'. */
    coordinates: text('coordinates'),
    mapsLink: text('maps_link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('clinics_patient_clinic_id_unique').on(t.patientId, t.clinicId)],
);
