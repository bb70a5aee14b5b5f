/**
 * The share links contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */

/**
 * Share links (docs/decisions/023-share-links.md; docs/architecture.md#d15-share-links;
 * docs/decisions/023-share-links.md): a patient shares everything, or chosen
 * records, lab reports and files, for 1 hour, 24 hours or 7 days, optionally
 * behind a 6-digit access code; a doctor opens `/s/<token>` without an account.
 */

/** How long a link lives; at most 7 days. */
export const SHARE_DURATIONS = ['1h', '24h', '7d'] as const;
export type ShareDuration = (typeof SHARE_DURATIONS)[number];
export const SHARE_DURATION_SECONDS: Record<ShareDuration, number> = {
  '1h': 60 * 60,
  '24h': 24 * 60 * 60,
  '7d': 7 * 24 * 60 * 60,
};
/** Wrong access codes that lock a link for good. */
export const SHARE_MAX_CODE_ATTEMPTS = 5;
/** Digits of an access code. */
export const SHARE_ACCESS_CODE_LENGTH = 6;
/** Lifetime of a shared file's download link, in seconds (re-issued each time the page loads). */
export const SHARE_FILE_LINK_TTL_SECONDS = 300;
/** Most ids of each kind one share may name. */
export const SHARE_SCOPE_MAX_ITEMS = 100;
export const SHARE_LABEL_MAX = 80;

/** The random part of a share link: 32 base64url characters (192 bits); only its SHA-256 is stored. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Where a shared file lives: the two areas that hold a record's or a report's files. */
export const SHARE_FILE_BUCKETS = ['prescriptions', 'lab-reports'] as const;
export type ShareFileBucket = (typeof SHARE_FILE_BUCKETS)[number];

/** `<bucket>/<name>` of a file. */
export function shareFileId(bucket: ShareFileBucket, name: string): string {
  return `${bucket}/${name}`;
}

/** Where a link stands: usable, past its expiry, revoked by the patient, or locked by wrong codes. */
export const SHARE_STATUSES = ['active', 'expired', 'revoked', 'locked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];
