/**
 * The sign-in and sign-up contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import type { z } from '../zod.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';

/** e-mail "looks like x@y.z" (docs/product.md#validation-rules). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the password has 8+ characters with a letter and a digit (docs/product.md#validation-rules sign-up, reset). */
export function isStrongPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/**
 * True when the password holds none of < > ' " : the sign-in form removes
 * them (docs/product.md#text-cleaning), so a password with one could never be used.
 */
export function hasNoCleanedCharacters(password: string): boolean {
  return !/[<>'"]/.test(password);
}

/** Longest e-mail (RFC 5321 path limit) and password we accept, so no field is unbounded. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 120;

/** The first message of a failed parse, for the product's one-toast-at-a-time forms. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
