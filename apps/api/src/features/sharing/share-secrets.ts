import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { SHARE_ACCESS_CODE_LENGTH, SHARE_TOKEN_PATTERN } from '@sehat/shared';

/**
 * The secrets of a share link (docs/decisions/023-share-links.md): a token of
 * 24 random bytes (192 bits, base64url, 32 characters) stored only as its
 * SHA-256, and an optional 6-digit access code stored only as a salted scrypt
 * hash (a code has only 10^6 values, so a slow hash; 5 wrong tries lock the link).
 */

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const CODE_HASH_BYTES = 32;

/** A new link token (matches SHARE_TOKEN_PATTERN). */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The stored form of a token: its SHA-256, hex. */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** True when `token` has the form of one of ours (else it is refused before any lookup). */
export function isShareTokenShape(token: string): boolean {
  return SHARE_TOKEN_PATTERN.test(token);
}

/** A uniformly random 6-digit code, leading zeros kept ('042917'). */
export function newAccessCode(): string {
  return String(randomInt(0, 10 ** SHARE_ACCESS_CODE_LENGTH)).padStart(SHARE_ACCESS_CODE_LENGTH, '0');
}

/** `scrypt$<salt b64url>$<hash b64url>` of a code. */
export async function hashAccessCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(code, salt, CODE_HASH_BYTES);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** True when `code` is the one `stored` was made from (constant-time compare). */
export async function verifyAccessCode(code: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await scryptAsync(code, Buffer.from(salt, 'base64url'), expected.length);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
