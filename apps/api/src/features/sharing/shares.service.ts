import {
  SHARE_DURATION_SECONDS,
  SHARE_MAX_CODE_ATTEMPTS,
  type CreateShare,
  type CreatedShare,
  type PageQuery,
  type Share,
  type SharePage,
  type ShareStatus,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import { hashAccessCode, hashShareToken, newAccessCode, newShareToken } from './share-secrets.js';
import { scopeIsOwned, scopeOf } from './share-scope.js';
import {
  findFirstOpened,
  insertShare,
  listShares as listShareRows,
  revokeShare as revokeShareRow,
  type ShareRow,
} from './shares.repository.js';

/** Where a share stands at `now`: revoked, then expired, then locked by wrong codes, else active. */
export function shareStatus(row: ShareRow, now: Date): ShareStatus {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.codeHash && row.failedCodeAttempts >= SHARE_MAX_CODE_ATTEMPTS) return 'locked';
  return 'active';
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toShare(row: ShareRow, now: Date): Share {
  return {
    id: row.id,
    label: row.label,
    scope: scopeOf(row),
    status: shareStatus(row, now),
    code_protected: row.codeHash !== null,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: iso(row.revokedAt),
    open_count: row.openCount,
    first_opened_at: iso(row.firstOpenedAt),
    last_opened_at: iso(row.lastOpenedAt),
  };
}

/**
 * Creates a share (POST /api/shares): checks every id of the scope is the
 * patient's (else 404 SHARE_SCOPE_NOT_FOUND, nothing stored), makes the token
 * and, when asked, the 6-digit code, and stores only their hashes. Expires
 * `duration` after `now` (at most 7 days). Returns the link
 * `<baseUrl>/s/<token>` and the code: the only time either is shown.
 */
export async function createShare(
  db: Db,
  userId: string,
  input: CreateShare,
  now: Date,
  baseUrl: string,
): Promise<CreatedShare> {
  if (input.scope.type === 'items' && !(await scopeIsOwned(db, userId, input.scope)))
    throw notFound('sharing.scopeNotFound', 'SHARE_SCOPE_NOT_FOUND');
  const token = newShareToken();
  const code = input.access_code ? newAccessCode() : null;
  const items = input.scope.type === 'items' ? input.scope : null;
  const row = await insertShare(db, userId, {
    tokenHash: hashShareToken(token),
    label: input.label,
    scopeAll: items === null,
    medicalRecordIds: items?.medical_record_ids ?? [],
    labReportIds: items?.lab_report_ids ?? [],
    fileIds: items?.file_ids ?? [],
    codeHash: code ? await hashAccessCode(code) : null,
    expiresAt: new Date(now.getTime() + SHARE_DURATION_SECONDS[input.duration] * 1000),
    createdAt: now,
  });
  return { share: toShare(row, now), url: `${baseUrl.replace(/\/$/, '')}/s/${token}`, access_code: code };
}

/** One page of the patient's shares, newest first, with status and opens (GET /api/shares). */
export async function listShares(db: Db, userId: string, query: PageQuery, now: Date): Promise<SharePage> {
  const { rows, total } = await listShareRows(db, userId, query);
  return { items: rows.map((row) => toShare(row, now)), total, page: query.page, page_size: query.page_size };
}

/** Revokes the patient's share at once (POST /api/shares/:id/revoke); repeating it is harmless. 404 another's. */
export async function revokeShare(db: Db, userId: string, id: string, now: Date): Promise<Share> {
  const row = await revokeShareRow(db, userId, id, now);
  if (!row) throw notFound('sharing.shareNotFound');
  return toShare(row, now);
}

/**
 * The patient's shares first opened from `since` up to `until`, newest first,
 * at most `limit`: the bell's "Share link opened" items (notifications feature).
 */
export async function recentlyOpenedShares(db: Db, userId: string, since: Date, until: Date, limit: number) {
  const rows = await findFirstOpened(db, userId, since, until, limit);
  return rows.map((row) => ({ id: row.id, label: row.label, firstOpenedAt: row.firstOpenedAt! }));
}
