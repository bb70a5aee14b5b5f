import type { PolicyFields } from '@sehat/shared';
import { and, asc, between, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { insurancePolicies, insurancePolicyMembers, patients, profiles } from '../../db/schema/index.js';

/** An insurance_policies row (docs/decisions/053-insurance-policies.md). */
export type PolicyRow = typeof insurancePolicies.$inferSelect;

/** A covered person as the policy shows them. */
export interface MemberRow {
  policyId: string;
  id: string;
  name: string | null;
  relationship: string;
}

/** The columns the policy form sets (sum insured as whole ₹ text for numeric). */
function policyColumns(fields: PolicyFields) {
  return {
    insurer: fields.insurer,
    insurerOther: fields.insurer === 'other' ? fields.insurer_other : null,
    tpa: fields.tpa,
    tpaOther: fields.tpa === 'other' ? fields.tpa_other : null,
    policyNumber: fields.policy_number,
    planName: fields.plan_name,
    policyType: fields.policy_type,
    sumInsured: String(fields.sum_insured),
    startDate: fields.start_date,
    endDate: fields.end_date,
    insurerHelpline: fields.insurer_helpline,
    tpaHelpline: fields.tpa_helpline,
  };
}

/** Every period of the patient's policies, the latest end date first. */
export function listPolicyRows(db: Db, patientId: string): Promise<PolicyRow[]> {
  return policyRowsStatement(db).execute({ patientId });
}

// Prepared once (db/prepared.ts): the dashboard reads it on every load for its active-policy card.
const policyRowsStatement = preparedFor((db) =>
  db
    .select()
    .from(insurancePolicies)
    .where(eq(insurancePolicies.patientId, sql.placeholder('patientId')))
    .orderBy(desc(insurancePolicies.endDate), desc(insurancePolicies.createdAt))
    .prepare('insurance_policy_rows'),
);

/** The patient's policy period with this id, or null (another patient's is null too). */
export async function findPolicyRow(db: Db, patientId: string, id: string): Promise<PolicyRow | null> {
  const [row] = await db
    .select()
    .from(insurancePolicies)
    .where(and(eq(insurancePolicies.patientId, patientId), eq(insurancePolicies.id, id)))
    .limit(1);
  return row ?? null;
}

/** Which of `ids` renewed one of them: previous id → the renewing period's id. */
export async function renewalsOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: insurancePolicies.id, previousId: insurancePolicies.previousId })
    .from(insurancePolicies)
    .where(inArray(insurancePolicies.previousId, [...ids]));
  return new Map(rows.flatMap((r) => (r.previousId ? [[r.previousId, r.id] as const] : [])));
}

/** The covered people of these periods, with their names, in the order the family lists them. */
export function membersOf(db: Db, policyIds: readonly string[]): Promise<MemberRow[]> {
  if (policyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      policyId: insurancePolicyMembers.policyId,
      id: patients.id,
      name: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.fullName})`,
      relationship: patients.relationship,
    })
    .from(insurancePolicyMembers)
    .innerJoin(patients, eq(patients.id, insurancePolicyMembers.patientId))
    .leftJoin(profiles, eq(profiles.userId, patients.id))
    .where(inArray(insurancePolicyMembers.policyId, [...policyIds]))
    .orderBy(desc(patients.isSelf), asc(patients.createdAt), asc(patients.id));
}

/** How many of `ids` are patients the account manages (its own patient and its family members). */
export async function countFamilyPatients(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(patients)
    .where(and(eq(patients.accountId, accountId), inArray(patients.id, [...ids])));
  return row?.n ?? 0;
}

/** Inserts a period for the patient with its covered members; throws the driver's error on failure. */
export async function insertPolicy(
  tx: Db,
  patientId: string,
  fields: PolicyFields,
  extra: { memberIds: readonly string[]; eCardFile: string | null; previousId: string | null },
): Promise<PolicyRow> {
  const [row] = await tx
    .insert(insurancePolicies)
    .values({ ...policyColumns(fields), patientId, eCardFile: extra.eCardFile, previousId: extra.previousId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await tx
    .insert(insurancePolicyMembers)
    .values(extra.memberIds.map((id) => ({ policyId: row.id, patientId: id })));
  return row;
}

/**
 * Replaces the form fields and members of the patient's period (and its e-card key when `eCardFile` is
 * given); null when it is not the patient's.
 */
export async function updatePolicy(
  tx: Db,
  patientId: string,
  id: string,
  fields: PolicyFields,
  extra: { memberIds: readonly string[]; eCardFile?: string },
): Promise<PolicyRow | null> {
  const [row] = await tx
    .update(insurancePolicies)
    .set({ ...policyColumns(fields), ...(extra.eCardFile ? { eCardFile: extra.eCardFile } : {}) })
    .where(and(eq(insurancePolicies.patientId, patientId), eq(insurancePolicies.id, id)))
    .returning();
  if (!row) return null;
  await tx.delete(insurancePolicyMembers).where(eq(insurancePolicyMembers.policyId, id));
  await tx
    .insert(insurancePolicyMembers)
    .values(extra.memberIds.map((m) => ({ policyId: id, patientId: m })));
  return row;
}

/** Deletes the patient's period and answers it (its e-card key); null when it is not the patient's. */
export async function deletePolicy(tx: Db, patientId: string, id: string): Promise<PolicyRow | null> {
  const [row] = await tx
    .delete(insurancePolicies)
    .where(and(eq(insurancePolicies.patientId, patientId), eq(insurancePolicies.id, id)))
    .returning();
  return row ?? null;
}

/** E-card keys that periods of `owners` hold, for the orphan sweep (any owner). */
export async function eCardKeysOf(db: Db, owners: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ key: insurancePolicies.eCardFile })
    .from(insurancePolicies)
    .where(and(inArray(insurancePolicies.patientId, [...owners]), isNotNull(insurancePolicies.eCardFile)));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

/** The patient's periods not renewed yet whose end date lies from `from` to `to` (both `yyyy-MM-dd`). */
export function unrenewedEndingBetween(
  db: Db,
  patientId: string,
  from: string,
  to: string,
): Promise<PolicyRow[]> {
  const renewal = alias(insurancePolicies, 'renewal');
  return db
    .select()
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.patientId, patientId),
        between(insurancePolicies.endDate, from, to),
        notExists(
          db.select({ id: renewal.id }).from(renewal).where(eq(renewal.previousId, insurancePolicies.id)),
        ),
      ),
    )
    .orderBy(asc(insurancePolicies.endDate));
}
