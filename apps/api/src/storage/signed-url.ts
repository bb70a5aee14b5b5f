import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_URL_TTL_SECONDS, type FileDisposition, type SignedLink } from '@sehat/shared';
import { assertSafeKey, isBucket, type Bucket } from './driver.js';

/**
 * HMAC-signed download links (docs/architecture.md#d3-files; docs/product.md#data-calls, docs/product.md#limits-and-constants: valid
 * 3600 s). A link names one object, how it is served and until when:
 * `/api/files/<bucket>/<key>?expires=<unix s>&disposition=attachment|inline&filename=<name>&sig=<base64url>`.
 * It is still only served to its owner with a session (see files.routes.ts).
 */
export type Disposition = FileDisposition;

export interface SignFileUrlOptions {
  /** Signing key; use `fileUrlSecret(BETTER_AUTH_SECRET)`. */
  secret: string;
  bucket: Bucket;
  key: string;
  disposition: Disposition;
  /** Download name; letters, digits, '.', '_' and '-' only (others are replaced by '_'). */
  filename?: string;
  /** Lifetime in seconds (default 3600). */
  expiresIn?: number;
  now?: Date;
}

/** A signed link and when it stops working (ISO instant): the shared signedLinkSchema. */
export type SignedFileLink = SignedLink;

/** The key for file links, derived from the auth secret so the two are never the same key. */
export function fileUrlSecret(authSecret: string): string {
  return createHmac('sha256', authSecret).update('sehat:file-urls:v1').digest('base64url');
}

/**
 * A Content-Disposition header value (RFC 6266): a name of safe ASCII as
 * `filename` alone; any other as an ASCII fallback in `filename` and the
 * exact name, UTF-8 percent-encoded (RFC 8187), in `filename*`, so
 * 'रिपोर्ट.pdf' downloads under its own name.
 */
export function contentDisposition(disposition: Disposition, name: string): string {
  const fallback = safeFilename(name);
  if (fallback === name) return `${disposition}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Keeps a download name to a safe header value: 'receipt 12/a.pdf' → 'receipt_12_a.pdf'. */
function safeFilename(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120);
}

function signature(
  secret: string,
  bucket: string,
  key: string,
  expires: number,
  disposition: string,
  filename: string,
) {
  return createHmac('sha256', secret)
    .update(`${bucket}\n${key}\n${expires}\n${disposition}\n${filename}`)
    .digest('base64url');
}

/** Signs a link to one object: the URL path `/api/files/...?...&sig=...` (same origin). */
export function signFileUrl(options: SignFileUrlOptions): string {
  return signFileLink(options).url;
}

/** Like signFileUrl, with the expiry instant: `{ url, expires_at }`. */
export function signFileLink(options: SignFileUrlOptions): SignedFileLink {
  const { secret, bucket, key, disposition } = options;
  assertSafeKey(key);
  const now = options.now ?? new Date();
  const expires = Math.floor(now.getTime() / 1000) + (options.expiresIn ?? SIGNED_URL_TTL_SECONDS);
  // The name is signed with the link, so it is served as given (the header encodes it safely).
  const filename = options.filename ?? '';
  const query = new URLSearchParams({ expires: String(expires), disposition });
  if (filename) query.set('filename', filename);
  query.set('sig', signature(secret, bucket, key, expires, disposition, filename));
  return {
    url: `/api/files/${bucket}/${key}?${query.toString()}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

export interface VerifiedFileUrl {
  bucket: Bucket;
  key: string;
  disposition: Disposition;
  filename: string | null;
}

/**
 * Checks a link's signature and expiry. Returns what it names, or null when
 * anything was changed, the signature is missing or wrong, or it has expired
 * at `now`.
 */
export function verifyFileUrl(
  secret: string,
  bucket: string,
  key: string,
  query: { expires?: string; disposition?: string; filename?: string; sig?: string },
  now: Date,
): VerifiedFileUrl | null {
  const { expires, disposition, sig } = query;
  const filename = query.filename ?? '';
  if (!isBucket(bucket) || !expires || !sig || !/^\d{1,12}$/.test(expires)) return null;
  if (disposition !== 'attachment' && disposition !== 'inline') return null;
  const expected = Buffer.from(signature(secret, bucket, key, Number(expires), disposition, filename));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  return { bucket, key, disposition, filename: filename || null };
}
