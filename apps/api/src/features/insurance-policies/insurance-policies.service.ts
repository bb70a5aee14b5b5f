import {
  INSURERS,
  TPAS,
  payerName,
  type InsurancePolicy,
  type InsurancePolicyDetail,
  type InsurancePolicyList,
  type PolicyFields,
  type SignedLink,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { conflict, invalid, notFound } from '../../errors/domain-errors.js';
import {
  deleteStoredFiles,
  ownerOfKey,
  signFileLink,
  type FileReferences,
  type StorageDriver,
  type StoredUpload,
} from '../../storage/index.js';
import { claimsUnderPolicy } from '../claims/index.js';
import {
  countFamilyPatients,
  deletePolicy,
  eCardKeysOf,
  findPolicyRow,
  insertPolicy,
  listPolicyRows,
  membersOf,
  renewalsOf,
  updatePolicy,
  type MemberRow,
  type PolicyRow,
} from './insurance-policies.repository.js';

/** The bucket e-cards are kept in: the claim paperwork's (PDF, JPG, JPEG or PNG by content). */
export const E_CARD_BUCKET = 'claim-receipts' as const;

/** What the policies service needs besides the database. */
export interface PoliciesContext {
  db: Db;
  storage: StorageDriver;
  /** Key of the signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
  now: () => Date;
}

/** Who acts: the patient the request is for and the account that manages them (the family's owner). */
export interface PolicyActor {
  patientId: string;
  accountId: string;
  timeZone: string;
}

/** A row as the API shows it: names resolved from the lists, ₹ as a number, the e-card key as a flag. */
function toPolicy(row: PolicyRow, members: MemberRow[], renewedBy: string | null): InsurancePolicy {
  return {
    id: row.id,
    insurer: row.insurer,
    insurer_other: row.insurerOther,
    insurer_name: payerName(INSURERS, row.insurer, row.insurerOther) ?? row.insurer,
    tpa: row.tpa,
    tpa_other: row.tpaOther,
    tpa_name: payerName(TPAS, row.tpa, row.tpaOther),
    policy_number: row.policyNumber,
    plan_name: row.planName,
    policy_type: row.policyType as InsurancePolicy['policy_type'],
    sum_insured: Number(row.sumInsured),
    start_date: row.startDate,
    end_date: row.endDate,
    members: members
      .filter((m) => m.policyId === row.id)
      .map((m) => ({ id: m.id, name: m.name ?? '', relationship: m.relationship as 'self' })),
    insurer_helpline: row.insurerHelpline,
    tpa_helpline: row.tpaHelpline,
    has_e_card: Boolean(row.eCardFile),
    e_card_name: row.eCardFile ? `e-card-${row.policyNumber}.${extensionOf(row.eCardFile)}` : null,
    previous_id: row.previousId,
    renewed_by_id: renewedBy,
    created_at: row.createdAt.toISOString(),
  };
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

async function present(db: Db, rows: PolicyRow[]): Promise<InsurancePolicy[]> {
  const ids = rows.map((r) => r.id);
  const [members, renewals] = await Promise.all([membersOf(db, ids), renewalsOf(db, ids)]);
  return rows.map((row) => toPolicy(row, members, renewals.get(row.id) ?? null));
}

/**
 * The covered members: the ids given, or the patient alone when none; each must be a patient of the same
 * managing account (the patient or a family member) → else 400 'A covered member must be you or one of your
 * family members.', nothing stored.
 */
async function coveredMembers(db: Db, actor: PolicyActor, fields: PolicyFields): Promise<string[]> {
  const ids = fields.member_ids.length > 0 ? fields.member_ids : [actor.patientId];
  if ((await countFamilyPatients(db, actor.accountId, ids)) !== ids.length)
    throw invalid('insurancePolicies.memberNotInFamily', 'MEMBER_NOT_IN_FAMILY');
  return ids;
}

/** Every period of the patient's policies, the latest end date first (GET /api/insurance-policies). */
export async function listOwnPolicies(ctx: PoliciesContext, patientId: string): Promise<InsurancePolicyList> {
  return { items: await present(ctx.db, await listPolicyRows(ctx.db, patientId)) };
}

/**
 * One period with the claims made under it and the totals claimed and approved, in ₹ as entered
 * (GET /api/insurance-policies/:id). Another patient's or an unknown id → 404.
 */
export async function getOwnPolicy(
  ctx: PoliciesContext,
  patientId: string,
  id: string,
): Promise<InsurancePolicyDetail> {
  const row = await findPolicyRow(ctx.db, patientId, id);
  if (!row) throw notFound('insurancePolicies.notFound');
  const [[policy], claims] = await Promise.all([
    present(ctx.db, [row]),
    claimsUnderPolicy(ctx.db, patientId, id),
  ]);
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
  return {
    ...(policy as InsurancePolicy),
    claims,
    claimed_total: sum(claims.map((c) => c.amount)),
    approved_total: sum(claims.map((c) => c.approved_amount ?? 0)),
  };
}

/**
 * Inserts a period inside the upload pipeline's transaction (POST /api/insurance-policies, and
 * POST …/:id/renew with `previousId`), with the e-card the pipeline stored, if any. A member outside the
 * family → 400; renewing another patient's period → 404; a period already renewed → 409. Any failure aborts
 * the transaction and the pipeline deletes the e-card: never a row without its file nor a file without its row.
 */
export async function addPolicy(
  tx: Db,
  actor: PolicyActor,
  fields: PolicyFields,
  eCard: StoredUpload | undefined,
  previousId: string | null = null,
): Promise<InsurancePolicy> {
  if (previousId !== null) {
    const previous = await findPolicyRow(tx, actor.patientId, previousId);
    if (!previous) throw notFound('insurancePolicies.notFound');
    if ((await renewalsOf(tx, [previousId])).size > 0)
      throw conflict('insurancePolicies.alreadyRenewed', 'ALREADY_RENEWED');
  }
  const memberIds = await coveredMembers(tx, actor, fields);
  const row = await insertPolicy(tx, actor.patientId, fields, {
    memberIds,
    eCardFile: eCard?.key ?? null,
    previousId,
  });
  return (await present(tx, [row]))[0] as InsurancePolicy;
}

/**
 * Replaces a period's fields and members, and its e-card when a new one came (PUT /api/insurance-policies/:id,
 * multipart like the add form). The old e-card's row goes in the same transaction; the caller deletes its
 * object once that has committed (`replacedKey`). 404 another patient's; 400 a member outside the family.
 */
export async function editPolicy(
  tx: Db,
  actor: PolicyActor,
  id: string,
  fields: PolicyFields,
  eCard: StoredUpload | undefined,
): Promise<{ policy: InsurancePolicy; replacedKey: string | null }> {
  const before = await findPolicyRow(tx, actor.patientId, id);
  if (!before) throw notFound('insurancePolicies.notFound');
  const memberIds = await coveredMembers(tx, actor, fields);
  const row = await updatePolicy(tx, actor.patientId, id, fields, { memberIds, eCardFile: eCard?.key });
  if (!row) throw notFound('insurancePolicies.notFound');
  const replacedKey = eCard && before.eCardFile ? before.eCardFile : null;
  if (replacedKey) await deleteStoredFiles(tx, actor.patientId, E_CARD_BUCKET, [replacedKey]);
  return { policy: (await present(tx, [row]))[0] as InsurancePolicy, replacedKey };
}

/**
 * Deletes a period with its e-card (DELETE /api/insurance-policies/:id): the row, its members and the file's
 * row in one transaction, then the object (one that cannot be deleted now is left to the orphan sweep).
 * Claims made under it stay, unlinked; a period that renewed it keeps its data. 404 another patient's.
 */
export async function removePolicy(ctx: PoliciesContext, patientId: string, id: string): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const row = await deletePolicy(tx, patientId, id);
    if (!row) throw notFound('insurancePolicies.notFound');
    if (row.eCardFile) await deleteStoredFiles(tx, patientId, E_CARD_BUCKET, [row.eCardFile]);
    return row.eCardFile;
  });
  if (key) await ctx.storage.delete(E_CARD_BUCKET, key).catch(() => undefined);
}

/** Deletes a replaced e-card's object after its transaction committed (the sweep catches a failure). */
export async function forgetECard(ctx: PoliciesContext, key: string | null): Promise<void> {
  if (key) await ctx.storage.delete(E_CARD_BUCKET, key).catch(() => undefined);
}

/**
 * A signed link to a period's e-card, valid 3600 s (GET /api/insurance-policies/:id/e-card): `inline` opens
 * it in a tab, `attachment` downloads it as `e-card-{policy number}.{ext}`. 404 another patient's period or
 * one without an e-card.
 */
export async function eCardLink(
  ctx: PoliciesContext,
  patientId: string,
  id: string,
  disposition: 'inline' | 'attachment',
): Promise<SignedLink> {
  const row = await findPolicyRow(ctx.db, patientId, id);
  if (!row) throw notFound('insurancePolicies.notFound');
  if (!row.eCardFile || ownerOfKey(row.eCardFile) !== patientId)
    throw notFound('insurancePolicies.eCardNotFound');
  const safeNumber = row.policyNumber.replace(/[^A-Za-z0-9-]+/g, '-');
  return signFileLink({
    secret: ctx.fileSecret,
    bucket: E_CARD_BUCKET,
    key: row.eCardFile,
    disposition,
    filename: `e-card-${safeNumber}.${extensionOf(row.eCardFile)}`,
    now: ctx.now(),
  });
}

/** Which e-cards periods reference, for the orphan sweep (docs/architecture.md#d9-one-upload-pipeline). */
export const eCardFileReferences: FileReferences = {
  bucket: E_CARD_BUCKET,
  referencedKeys: eCardKeysOf,
};
