import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * A patient's government health scheme card (docs/decisions/056-government-schemes.md): PM-JAY, Ayushman
 * Vay Vandana, CGHS, ECHS or the scheme of a state or UT (`scheme` = 'state', `state` names it). Numbers
 * are stored as checked by the shared schema (upper case, no spaces); the card file is a storage key in the
 * `claim-receipts` bucket with its `stored_files` row, like a policy's e-card (the one upload pipeline,
 * docs/architecture.md#d9-one-upload-pipeline).
 */
export const schemeCards = pgTable(
  'scheme_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    scheme: text('scheme').notNull(),
    state: text('state'),
    cardNumber: text('card_number').notNull(),
    familyId: text('family_id'),
    beneficiaryId: text('beneficiary_id'),
    city: text('city'),
    wellnessCentre: text('wellness_centre'),
    validTill: date('valid_till', { mode: 'string' }),
    cardFile: text('card_file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('scheme_cards_patient_idx').on(t.patientId, t.createdAt),
    check(
      'scheme_cards_scheme_check',
      sql`${t.scheme} in ('pm_jay', 'vay_vandana', 'cghs', 'echs', 'state')`,
    ),
    check('scheme_cards_state_check', sql`${t.scheme} <> 'state' or ${t.state} is not null`),
  ],
);
