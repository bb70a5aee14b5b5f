import { customAlphabet } from 'nanoid';
import { assertSafeKey } from './driver.js';

/**
 * Storage keys, made by the server only (docs/architecture.md#d3-files, docs/architecture.md#d9-one-upload-pipeline):
 * `{userId}/{timestamp}-{random}.{ext}` in every bucket, timestamp in ms, the
 * extension from the sniffed content, nothing from the client's file name.
 * The random part (12 of 36 characters, 62 bits) keeps two uploads of the
 * same millisecond apart; the product's `{userId}/{timestamp}.{ext}` for
 * profiles and claim receipts could collide and overwrite one another.
 */

const random = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 12);

/** A fresh key under the owner's folder; throws InvalidKeyError for an unsafe user id or extension. */
export function storageKey(userId: string, ext: string, now: Date): string {
  const key = `${userId}/${now.getTime()}-${random()}.${ext}`;
  assertSafeKey(key);
  return key;
}

/** The owner's user id: the key's first segment. */
export function ownerOfKey(key: string): string {
  return key.slice(0, key.indexOf('/'));
}
