import { Readable } from 'node:stream';
import {
  CLAIM_MESSAGES,
  MAX_UPLOAD_BYTES,
  receiptFileName,
  type Claim,
  type ClaimList,
  type CreateClaimFields,
  type PageQuery,
  type ReceiptQuery,
  type SignedLink,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../plugins/app-error.js';
import {
  claimReceiptKey,
  ownerOfKey,
  signFileLink,
  sniffFileType,
  type StorageDriver,
} from '../../storage/index.js';
import { makeClaimId } from './claim-id.js';
import { findClaim, insertClaim, listClaims, toClaim } from './claims.repository.js';

export interface ClaimsDeps {
  db: Db;
  storage: StorageDriver;
  /** Key of the signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
  now: () => Date;
  /** Makes a claim number; tests inject a fixed one to force a clash. */
  nextClaimId?: (now: Date) => string;
}

const CLAIM_ID_ATTEMPTS = 8;
const CLAIM_ID_CONSTRAINT = 'insurance_claim_user_claim_id_unique';

/** True when `error` (or its cause, as Drizzle wraps driver errors) is the (user_id, claim_id) unique clash. */
export function isClaimIdClash(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === CLAIM_ID_CONSTRAINT)) return true;
  }
  return false;
}

/** One page of the patient's claims, claim_date newest first (GET /api/claims; spec §7). */
export async function listOwnClaims(deps: ClaimsDeps, userId: string, page: PageQuery): Promise<ClaimList> {
  const { rows, total } = await listClaims(deps.db, userId, page);
  return { items: rows.map(toClaim), total, page: page.page, page_size: page.page_size };
}

/** One of the patient's claims (GET /api/claims/:id); another patient's or a missing one → 404. */
export async function getOwnClaim(deps: ClaimsDeps, userId: string, id: string): Promise<Claim> {
  const row = await findClaim(deps.db, userId, id);
  if (!row) throw notFound(CLAIM_MESSAGES.notFound);
  return toClaim(row);
}

/**
 * Files a pending claim (POST /api/claims; spec §5 "Claim form", §7 insert).
 * With a receipt: its type is sniffed from content (PDF, JPG, PNG; else 415),
 * it is written to `claim-receipts/{userId}/{timestamp}.{ext}`, then the row
 * is committed with a fresh `CLM-yyyyMMdd-NNNN` number (retried on a clash).
 * If the row cannot be committed the file is deleted: never one without the other.
 */
export async function fileClaim(
  deps: ClaimsDeps,
  userId: string,
  fields: CreateClaimFields,
  receipt: Buffer | null,
): Promise<Claim> {
  let receiptKey: string | null = null;
  if (receipt) {
    const type = await sniffFileType(receipt, 'claim-receipts');
    receiptKey = claimReceiptKey(userId, type.ext, deps.now());
    await deps.storage.put('claim-receipts', receiptKey, Readable.from(receipt), {
      maxBytes: MAX_UPLOAD_BYTES,
    });
  }
  try {
    const nextClaimId = deps.nextClaimId ?? ((now: Date) => makeClaimId(now));
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await insertClaim(deps.db, userId, {
          ...fields,
          claimId: nextClaimId(deps.now()),
          receiptFile: receiptKey,
        });
        return toClaim(row);
      } catch (error) {
        if (!isClaimIdClash(error) || attempt >= CLAIM_ID_ATTEMPTS) throw error;
      }
    }
  } catch (error) {
    if (receiptKey) await deps.storage.delete('claim-receipts', receiptKey);
    throw error;
  }
}

/**
 * A signed link to a claim's receipt (`kind=receipt`) or approved receipt
 * (`kind=approved`), valid 3600 s (spec §7, §9). `attachment` downloads it as
 * `receipt-{claim_id}.{real ext}`; `inline` opens PDFs and images in a tab.
 * 404 for another patient's claim, or when that file does not exist.
 */
export async function receiptLink(
  deps: ClaimsDeps,
  userId: string,
  id: string,
  query: ReceiptQuery,
): Promise<SignedLink> {
  const row = await findClaim(deps.db, userId, id);
  if (!row) throw notFound(CLAIM_MESSAGES.notFound);
  const key = query.kind === 'approved' ? row.approvedReceiptFile : row.receiptFile;
  if (!key || ownerOfKey(key) !== userId) throw notFound(CLAIM_MESSAGES.receiptNotFound);
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return signFileLink({
    secret: deps.fileSecret,
    bucket: 'claim-receipts',
    key,
    disposition: query.disposition,
    filename: receiptFileName(row.claimId, ext),
    now: deps.now(),
  });
}
