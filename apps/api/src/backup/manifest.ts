import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Keyring } from '../storage/file-encryption.js';

/** Bumped when the archive's layout changes; restore refuses versions it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

/** The manifest's member name: always the archive's first member. */
export const MANIFEST_NAME = 'manifest.json';

/** Members: the database dump under `database/`, each stored file as `files/<bucket>/<key>`. */
export const DATABASE_PREFIX = 'database/';
export const FILES_PREFIX = 'files/';

const KEY_CHECK_LABEL = 'sehat-backup-key-check';
const AUTH_SECRET_CHECK_LABEL = 'sehat-backup-auth-secret-check';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * What `manifest.json` holds (docs/decisions/041-backup-and-restore.md). `members` lists every other member
 * with its size in bytes and SHA-256 (hex); `rowCounts` is rows per `schema.table` in the snapshot;
 * `missingFiles` names files the snapshot's rows reference that were already gone (an erasure the
 * snapshot caught half done); the two checks prove which secrets the archive needs without holding them.
 */
export const manifestSchema = z.object({
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  database: z.enum(['pglite', 'postgres']),
  rowCounts: z.record(z.string(), z.number().int().min(0)),
  files: z.number().int().min(0),
  missingFiles: z.array(z.string()),
  members: z.array(z.object({ name: z.string().min(1), size: z.number().int().min(0), sha256 })),
  fileKeyCheck: sha256,
  authSecretCheck: sha256,
});
export type Manifest = z.infer<typeof manifestSchema>;

/** HMAC-SHA256(master key, label) in hex: names the key the files need; the key cannot be read back from it. */
export function fileKeyCheck(key: Buffer): string {
  return createHmac('sha256', key).update(KEY_CHECK_LABEL).digest('hex');
}

/** The same proof for the auth secret, which encrypts two-factor secrets and backup codes. */
export function authSecretCheck(secret: string): string {
  return createHmac('sha256', secret).update(AUTH_SECRET_CHECK_LABEL).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** True when the current or an earlier key of `keys` is the one the manifest's files were written with. */
export function keyringMatches(manifest: Manifest, keys: Keyring): boolean {
  return [keys.current, ...keys.old].some((key) => sameHex(fileKeyCheck(key.key), manifest.fileKeyCheck));
}

/** True when `secret` is the auth secret the backed-up server used. */
export function authSecretMatches(manifest: Manifest, secret: string): boolean {
  return sameHex(authSecretCheck(secret), manifest.authSecretCheck);
}
