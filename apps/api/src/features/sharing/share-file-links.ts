import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SHARE_FILE_BUCKETS,
  SHARE_FILE_LINK_TTL_SECONDS,
  type FileDisposition,
  type ShareFileBucket,
} from '@sehat/shared';

/**
 * Download links of a shared file (docs/decisions/023-share-links.md): tied
 * to one share, valid SHARE_FILE_LINK_TTL_SECONDS (300 s), signed with their
 * own key and message, so an owner's `/api/files/...` link never works here
 * and these never work there. The route still refuses them once the share is
 * revoked, expired or locked, or the file has left its scope:
 * `/api/public/share-files/<shareId>/<bucket>/<name>?expires=&disposition=&filename=&sig=`.
 */

/** The key of share file links, derived from the file-link key under its own label. */
export function shareFileSecret(fileSecret: string): string {
  return createHmac('sha256', fileSecret).update('sehat:share-file-urls:v1').digest('base64url');
}

export interface ShareFileLinkTarget {
  shareId: string;
  bucket: ShareFileBucket;
  /** The file name inside the owner's folder. */
  name: string;
  disposition: FileDisposition;
  /** The download name (the patient's file name). */
  filename: string;
}

function signature(secret: string, target: ShareFileLinkTarget, expires: number): string {
  const { shareId, bucket, name, disposition, filename } = target;
  return createHmac('sha256', secret)
    .update(`share-file\n${shareId}\n${bucket}\n${name}\n${expires}\n${disposition}\n${filename}`)
    .digest('base64url');
}

/** A signed link `{ url, expires_at }` to one shared file, valid 300 s from `now`. */
export function signShareFileLink(secret: string, target: ShareFileLinkTarget, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + SHARE_FILE_LINK_TTL_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    disposition: target.disposition,
    filename: target.filename,
    sig: signature(secret, target, expires),
  });
  const path = `/api/public/share-files/${target.shareId}/${target.bucket}/${encodeURIComponent(target.name)}`;
  return { url: `${path}?${query.toString()}`, expires_at: new Date(expires * 1000).toISOString() };
}

/** What a link's query carries. */
export interface ShareFileLinkQuery {
  expires?: string | undefined;
  disposition?: string | undefined;
  filename?: string | undefined;
  sig?: string | undefined;
}

/**
 * The target of a link whose signature matches and which has not expired at
 * `now`; null for anything changed, missing, expired or signed with another key.
 */
export function verifyShareFileLink(
  secret: string,
  params: { shareId: string; bucket: string; name: string },
  query: ShareFileLinkQuery,
  now: Date,
): ShareFileLinkTarget | null {
  const { expires, disposition, sig } = query;
  const bucket = SHARE_FILE_BUCKETS.find((b) => b === params.bucket);
  if (!bucket || !expires || !sig || !/^\d{1,12}$/.test(expires)) return null;
  if (disposition !== 'attachment' && disposition !== 'inline') return null;
  const target = { ...params, bucket, disposition, filename: query.filename ?? '' } as const;
  const expected = Buffer.from(signature(secret, target, Number(expires)));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return target;
}
