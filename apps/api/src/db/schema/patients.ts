import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/**
 * Whose health data it is (docs/decisions/049-patients-apart-from-accounts.md): every health table's owner
 * column (`patient_id`; `user_id` in `profiles` only) references this table. An account (`user`, who signs in) manages its own
 * patient (`is_self`, exactly one, whose id is the account's id) and up to 10 family members without a login.
 * The person's name, date of birth, blood group and ABHA stay in the patient's `profiles` row (one per patient);
 * here: who manages them, the relationship and the sex (FHIR administrative-gender).
 */
export const patients = pgTable(
  'patients',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    isSelf: boolean('is_self').notNull().default(false),
    /** One of the shared `RELATIONSHIPS` ('self' for the account's own patient). */
    relationship: text('relationship').notNull(),
    /** FHIR administrative-gender: male | female | other | unknown. */
    sex: text('sex').notNull().default('unknown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('patients_one_self_per_account')
      .on(t.accountId)
      .where(sql`${t.isSelf}`),
    index('patients_account_idx').on(t.accountId, t.createdAt),
  ],
);
