import {
  todayIn,
  receiptFileName,
  type Claim,
  type ClaimList,
  type CreateClaimFields,
  type PageQuery,
  type ReceiptQuery,
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
import { makeClaimId } from './claim-id.js';
import {
  deletePendingClaim,
  findClaim,
  insertClaim,
  isPolicyOf,
  listClaims,
  listClaimsUnderPolicy,
  receiptKeysOf,
  setClaimPolicy,
  updatePendingClaim,
  type ClaimRow,
} from './claims.repository.js';

/** What the claims service needs besides the database. */
export interface ClaimsContext {
  db: Db;
  /** Key of the signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
  now: () => Date;
  /** Makes a claim number; tests inject a fixed one to force a clash. */
  nextClaimId?: (now: Date) => string;
}

const CLAIM_ID_ATTEMPTS = 8;
const CLAIM_ID_CONSTRAINT = 'insurance_claim_patient_claim_id_unique';

/** A row as the API shows it: numbers for ₹ amounts, file keys replaced by has_* flags. */
function toClaim(row: ClaimRow): Claim {
  return {
    id: row.id,
    claim_id: row.claimId,
    claim_type: row.claimType,
    hospital_name: row.hospitalName,
    state: row.state,
    city: row.city,
    amount: Number(row.amount),
    approved_amount: row.approvedAmount === null ? null : Number(row.approvedAmount),
    claim_date: row.claimDate,
    description: row.description,
    policy_number: row.policyNumber,
    diagnosis: row.diagnosis,
    treatment_details: row.treatmentDetails,
    status: row.status,
    has_receipt: Boolean(row.receiptFile),
    has_approved_receipt: Boolean(row.approvedReceiptFile),
    policy_id: row.policyId,
    created_at: row.createdAt.toISOString(),
  };
}

/** True when `error` (or its cause, as Drizzle wraps driver errors) is the (patient_id, claim_id) unique clash. */
function isClaimIdClash(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === CLAIM_ID_CONSTRAINT)) return true;
  }
  return false;
}

/** One page of the patient's claims, claim_date newest first (GET /api/claims; docs/product.md#data-calls). */
export async function listOwnClaims(ctx: ClaimsContext, userId: string, page: PageQuery): Promise<ClaimList> {
  const { rows, total } = await listClaims(ctx.db, userId, page);
  return { items: rows.map(toClaim), total, page: page.page, page_size: page.page_size };
}

/** One of the patient's claims (GET /api/claims/:id); another patient's or a missing one → 404. */
export async function getOwnClaim(ctx: ClaimsContext, userId: string, id: string): Promise<Claim> {
  const row = await findClaim(ctx.db, userId, id);
  if (!row) throw notFound('claims.notFound');
  return toClaim(row);
}

/**
 * Inserts a pending claim inside the upload pipeline's transaction (POST
 * /api/claims; docs/product.md#claim-form, docs/product.md#data-calls insert), with the receipt the
 * pipeline stored, if any, and a fresh `CLM-yyyyMMdd-NNNN` number. `approvedReceipt`: an approved receipt
 * the import brought back with the claim (docs/decisions/058-importing-fhir.md; no form gives one). A number
 * clash is retried (each try in its own savepoint, so the transaction
 * survives it) up to 8 times; any other failure aborts the transaction and
 * the pipeline deletes the receipt.
 */
export async function fileClaim(
  tx: Db,
  ctx: ClaimsContext,
  userId: string,
  fields: CreateClaimFields,
  receipt: StoredUpload | undefined,
  timeZone: string,
  approvedReceipt?: StoredUpload,
): Promise<Claim> {
  assertClaimDate(fields, ctx.now(), timeZone);
  await assertOwnPolicy(tx, userId, fields.policy_id);
  const nextClaimId = ctx.nextClaimId ?? ((now: Date) => makeClaimId(now, Math.random, timeZone));
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await tx.transaction((savepoint) =>
        insertClaim(savepoint, userId, {
          ...fields,
          claimId: nextClaimId(ctx.now()),
          receiptFile: receipt?.key ?? null,
          approvedReceiptFile: approvedReceipt?.key ?? null,
        }),
      );
      return toClaim(row);
    } catch (error) {
      if (!isClaimIdClash(error) || attempt >= CLAIM_ID_ATTEMPTS) throw error;
    }
  }
}

/** The claim date may not be in the future, in the patient's time zone (docs/product.md#screens-added-since-the-first-version). */
function assertClaimDate(fields: Pick<CreateClaimFields, 'claim_date'>, now: Date, timeZone: string): void {
  if (fields.claim_date > todayIn(timeZone, now)) throw invalid('claims.futureClaimDate');
}

/**
 * A claim may be made only under one of the patient's own policies (docs/decisions/053-insurance-policies.md):
 * another patient's policy or an unknown id → 400 'Choose one of your insurance policies.'.
 */
async function assertOwnPolicy(db: Db, userId: string, policyId: string | null): Promise<void> {
  if (policyId !== null && !(await isPolicyOf(db, userId, policyId)))
    throw invalid('insurancePolicies.unknownPolicy', 'UNKNOWN_POLICY');
}

/** 404 when the claim is not the patient's, else 409: it exists but is no longer pending. */
async function refuseChange(ctx: ClaimsContext, userId: string, id: string): Promise<never> {
  if (await findClaim(ctx.db, userId, id)) throw conflict('claims.notPending', 'CLAIM_NOT_PENDING');
  throw notFound('claims.notFound');
}

/**
 * Replaces the form fields of a pending claim (PUT /api/claims/:id; the
 * receipt stays). 400 invalid fields or a future date; 404 another patient's;
 * 409 approved or rejected (docs/product.md#screens-added-since-the-first-version).
 */
export async function editPendingClaim(
  ctx: ClaimsContext,
  userId: string,
  id: string,
  fields: CreateClaimFields,
  timeZone: string,
): Promise<Claim> {
  assertClaimDate(fields, ctx.now(), timeZone);
  await assertOwnPolicy(ctx.db, userId, fields.policy_id);
  const row = await updatePendingClaim(ctx.db, userId, id, fields);
  return row ? toClaim(row) : refuseChange(ctx, userId, id);
}

/**
 * Links any of the patient's claims, whatever its status, to one of the patient's policy periods, or unlinks
 * it with null (PUT /api/claims/:id/policy; docs/decisions/053-insurance-policies.md). 400 a policy that is
 * not the patient's; 404 a claim that is not.
 */
export async function linkClaimToPolicy(
  ctx: ClaimsContext,
  userId: string,
  id: string,
  policyId: string | null,
): Promise<Claim> {
  await assertOwnPolicy(ctx.db, userId, policyId);
  const row = await setClaimPolicy(ctx.db, userId, id, policyId);
  if (!row) throw notFound('claims.notFound');
  return toClaim(row);
}

/** The patient's claims made under one policy period, claim date newest first (the policy page). */
export async function claimsUnderPolicy(db: Db, userId: string, policyId: string): Promise<Claim[]> {
  return (await listClaimsUnderPolicy(db, userId, policyId)).map(toClaim);
}

/**
 * Deletes a pending claim with its receipts (DELETE /api/claims/:id): the row
 * and the receipts' rows in one transaction, then the objects (one that
 * cannot be deleted now is left to the orphan sweep). 404 another patient's;
 * 409 approved or rejected.
 */
export async function removePendingClaim(
  ctx: ClaimsContext & { storage: StorageDriver },
  userId: string,
  id: string,
): Promise<void> {
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await deletePendingClaim(tx, userId, id);
    if (!row) return null;
    const receipts = [row.receiptFile, row.approvedReceiptFile].filter((key): key is string => Boolean(key));
    await deleteStoredFiles(tx, userId, 'claim-receipts', receipts);
    return receipts;
  });
  if (!keys) return refuseChange(ctx, userId, id);
  await Promise.all(keys.map((key) => ctx.storage.delete('claim-receipts', key).catch(() => undefined)));
}

/**
 * A signed link to a claim's receipt (`kind=receipt`) or approved receipt
 * (`kind=approved`), valid 3600 s (docs/product.md#data-calls, docs/product.md#limits-and-constants). `attachment` downloads it as
 * `receipt-{claim_id}.{real ext}`; `inline` opens PDFs and images in a tab.
 * 404 for another patient's claim, or when that file does not exist.
 */
export async function receiptLink(
  ctx: ClaimsContext,
  userId: string,
  id: string,
  query: ReceiptQuery,
): Promise<SignedLink> {
  const row = await findClaim(ctx.db, userId, id);
  if (!row) throw notFound('claims.notFound');
  const key = query.kind === 'approved' ? row.approvedReceiptFile : row.receiptFile;
  if (!key || ownerOfKey(key) !== userId) throw notFound('claims.receiptNotFound');
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return signFileLink({
    secret: ctx.fileSecret,
    bucket: 'claim-receipts',
    key,
    disposition: query.disposition,
    filename: receiptFileName(row.claimId, ext),
    now: ctx.now(),
  });
}

/** Which receipts rows reference, for the orphan sweep (docs/architecture.md#d9-one-upload-pipeline). */
export const receiptFileReferences: FileReferences = {
  bucket: 'claim-receipts',
  referencedKeys: receiptKeysOf,
};
