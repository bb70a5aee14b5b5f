import type { CreateClaimFields, PageQuery } from '@sehat/shared';
import { pageOffset } from '@sehat/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { insuranceClaims, insurancePolicies } from '../../db/schema/index.js';

/** An insurance_claim row (docs/product.md#data-kept). */
export type ClaimRow = typeof insuranceClaims.$inferSelect;

/** One page of the patient's claims, claim_date newest first (then newest created), with the total count. */
export async function listClaims(
  db: Db,
  patientId: string,
  page: PageQuery,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const owned = eq(insuranceClaims.patientId, patientId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(insuranceClaims)
      .where(owned)
      .orderBy(desc(insuranceClaims.claimDate), desc(insuranceClaims.createdAt), desc(insuranceClaims.id))
      .limit(page.page_size)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(insuranceClaims).where(owned),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The patient's claim with this row id, or null (another patient's claim is null too). */
export async function findClaim(db: Db, patientId: string, id: string): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(insuranceClaims)
    .where(and(eq(insuranceClaims.patientId, patientId), eq(insuranceClaims.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a pending claim for the patient (docs/product.md#data-calls insert). Throws the
 * driver's error on failure — a unique clash on (patient_id, claim_id) included,
 * which the service retries with another claim_id.
 */
export async function insertClaim(
  db: Db,
  patientId: string,
  values: CreateClaimFields & {
    claimId: string;
    receiptFile: string | null;
    approvedReceiptFile?: string | null;
  },
): Promise<ClaimRow> {
  const [row] = await db
    .insert(insuranceClaims)
    .values({
      ...claimColumns(values),
      patientId,
      claimId: values.claimId,
      status: 'pending',
      receiptFile: values.receiptFile,
      approvedReceiptFile: values.approvedReceiptFile ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The columns a claim's form fields set (amount in ₹ with 2 decimals). */
function claimColumns(values: CreateClaimFields) {
  return {
    claimType: values.claim_type,
    hospitalName: values.hospital_name,
    state: values.state,
    city: values.city,
    amount: values.amount.toFixed(2),
    claimDate: values.claim_date,
    description: values.description,
    policyNumber: values.policy_number,
    diagnosis: values.diagnosis,
    treatmentDetails: values.treatment_details,
    policyId: values.policy_id,
  };
}

const pendingClaim = (patientId: string, id: string) =>
  and(
    eq(insuranceClaims.patientId, patientId),
    eq(insuranceClaims.id, id),
    eq(insuranceClaims.status, 'pending'),
  );

/** Replaces the form fields of the patient's claim while it is pending; null otherwise. */
export async function updatePendingClaim(
  db: Db,
  patientId: string,
  id: string,
  values: CreateClaimFields,
): Promise<ClaimRow | null> {
  const [row] = await db
    .update(insuranceClaims)
    .set(claimColumns(values))
    .where(pendingClaim(patientId, id))
    .returning();
  return row ?? null;
}

/** Deletes the patient's claim while it is pending and returns it (its receipt keys); null otherwise. */
export async function deletePendingClaim(db: Db, patientId: string, id: string): Promise<ClaimRow | null> {
  const [row] = await db.delete(insuranceClaims).where(pendingClaim(patientId, id)).returning();
  return row ?? null;
}

/** Receipt keys (receipt and approved receipt) that claims of `owners` hold, for the orphan sweep (any owner). */
export async function receiptKeysOf(db: Db, owners: readonly string[]): Promise<(string | null)[]> {
  const rows = await db
    .select({ receipt: insuranceClaims.receiptFile, approved: insuranceClaims.approvedReceiptFile })
    .from(insuranceClaims)
    .where(inArray(insuranceClaims.patientId, [...owners]));
  return rows.flatMap((row) => [row.receipt, row.approved]);
}

/** True when `policyId` is a policy period of the patient (docs/decisions/053-insurance-policies.md). */
export async function isPolicyOf(db: Db, patientId: string, policyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: insurancePolicies.id })
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.patientId, patientId), eq(insurancePolicies.id, policyId)))
    .limit(1);
  return Boolean(row);
}

/** Links the patient's claim (any status) to a policy period, or unlinks it (null); null when not the patient's. */
export async function setClaimPolicy(
  db: Db,
  patientId: string,
  id: string,
  policyId: string | null,
): Promise<ClaimRow | null> {
  const [row] = await db
    .update(insuranceClaims)
    .set({ policyId })
    .where(and(eq(insuranceClaims.patientId, patientId), eq(insuranceClaims.id, id)))
    .returning();
  return row ?? null;
}

/** The patient's claims made under this policy period, claim date newest first. */
export function listClaimsUnderPolicy(db: Db, patientId: string, policyId: string): Promise<ClaimRow[]> {
  return db
    .select()
    .from(insuranceClaims)
    .where(and(eq(insuranceClaims.patientId, patientId), eq(insuranceClaims.policyId, policyId)))
    .orderBy(desc(insuranceClaims.claimDate), desc(insuranceClaims.createdAt), desc(insuranceClaims.id));
}
