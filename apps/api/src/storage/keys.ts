import { customAlphabet } from 'nanoid';
import { assertSafeKey } from './driver.js';

/**
 * Storage keys, made by the server only (spec §3 "File areas"; ARCHITECTURE.md
 * decision 3): always under the owner's folder, the extension from the
 * sniffed content, never anything from the client's file name.
 */

const random = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 12);

function checked(key: string): string {
  assertSafeKey(key);
  return key;
}

/** `prescriptions`: `{userId}/{timestamp}-{random}.{ext}`, timestamp in ms. */
export function prescriptionKey(userId: string, ext: string, now: Date = new Date()): string {
  return checked(`${userId}/${now.getTime()}-${random()}.${ext}`);
}

/** `profiles`: `{userId}/{timestamp}.{ext}`, timestamp in ms. */
export function profilePictureKey(userId: string, ext: string, now: Date = new Date()): string {
  return checked(`${userId}/${now.getTime()}.${ext}`);
}

/** `claim-receipts`: `{userId}/{timestamp}.{ext}`, timestamp in ms. */
export function claimReceiptKey(userId: string, ext: string, now: Date = new Date()): string {
  return checked(`${userId}/${now.getTime()}.${ext}`);
}

/** The owner's user id: the key's first segment. */
export function ownerOfKey(key: string): string {
  return key.slice(0, key.indexOf('/'));
}
