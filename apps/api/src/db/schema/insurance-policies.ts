import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { patients } from './patients.js';

/**
 * One period of a patient's health insurance policy (docs/decisions/053-insurance-policies.md). A renewal is a
 * new row whose `previous_id` names the period it follows, so the history stays; at most one row renews a
 * given period. `insurer` / `tpa` are codes of the shared lists or 'other' with the typed name beside;
 * `sum_insured` whole ₹ (docs/architecture.md#d5-money keeps ₹ as numeric); the e-card is a storage key in the
 * `claim-receipts` bucket with its `stored_files` row (the one upload pipeline, docs/architecture.md#d9-one-upload-pipeline).
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    insurer: text('insurer').notNull(),
    insurerOther: text('insurer_other'),
    tpa: text('tpa'),
    tpaOther: text('tpa_other'),
    policyNumber: text('policy_number').notNull(),
    planName: text('plan_name'),
    policyType: text('policy_type').notNull(),
    sumInsured: numeric('sum_insured', { precision: 12, scale: 0 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    insurerHelpline: text('insurer_helpline'),
    tpaHelpline: text('tpa_helpline'),
    eCardFile: text('e_card_file'),
    previousId: uuid('previous_id').references((): AnyPgColumn => insurancePolicies.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('insurance_policies_patient_end_idx').on(t.patientId, t.endDate),
    uniqueIndex('insurance_policies_renewed_once').on(t.previousId),
    check('insurance_policies_period_check', sql`${t.endDate} > ${t.startDate}`),
    check('insurance_policies_sum_insured_check', sql`${t.sumInsured} > 0`),
  ],
);

/**
 * Who a policy period covers: the patient and family members of the same managing account
 * (docs/decisions/049-patients-apart-from-accounts.md). A member removed from the family drops out by cascade.
 */
export const insurancePolicyMembers = pgTable(
  'insurance_policy_members',
  {
    policyId: uuid('policy_id')
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.policyId, t.patientId] }),
    index('insurance_policy_members_patient_idx').on(t.patientId),
  ],
);
