import { date, index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { insurancePolicies } from './insurance-policies.js';
import { patients } from './patients.js';

/**
 * An insurance claim (docs/product.md#insurance-claims). Money is numeric(12,2)
 * (docs/architecture.md#d5-money); receipts are storage keys under the user's folder.
 */
export const insuranceClaims = pgTable(
  'insurance_claim',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable claim number, unique per patient. */
    claimId: text('claim_id').notNull(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    claimType: text('claim_type').notNull(),
    hospitalName: text('hospital_name').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    approvedAmount: numeric('approved_amount', { precision: 12, scale: 2 }),
    claimDate: date('claim_date', { mode: 'string' }).notNull(),
    /** The form's 'Additional Notes'. */
    description: text('description'),
    policyNumber: text('policy_number'),
    diagnosis: text('diagnosis'),
    treatmentDetails: text('treatment_details'),
    /** 'pending' on creation; 'approved' or 'rejected' later (docs/product.md#states-and-transitions). */
    status: text('status').notNull().default('pending'),
    receiptFile: text('receipt_file'),
    approvedReceiptFile: text('approved_receipt_file'),
    /** The policy period the claim is made under (docs/decisions/053-insurance-policies.md); null for none. */
    policyId: uuid('policy_id').references(() => insurancePolicies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('insurance_claim_patient_claim_id_unique').on(t.patientId, t.claimId),
    index('insurance_claim_patient_claim_date_idx').on(t.patientId, t.claimDate),
    index('insurance_claim_policy_idx').on(t.policyId),
  ],
);
