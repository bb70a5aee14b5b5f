/**
 * The emergency contacts contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { INDIA_PHONE_METADATA } from './india-phone-metadata.js';

/**
 * Emergency contacts (docs/product.md#screens-added-since-the-first-version): at most 5 per
 * patient, one of them primary (the first in order). Phone numbers are Indian
 * mobile numbers: +91 and 10 digits starting 6–9 (TRAI numbering plan),
 * stored in E.164 ('+919876543210').
 */

export const MAX_EMERGENCY_CONTACTS = 5;

/** Bounds of each field, in characters. */
export const EMERGENCY_CONTACT_LIMITS = { name: 100, relationship: 50, email: 254 } as const;

export const EMERGENCY_CONTACT_MESSAGES = {
  nameRequired: 'Please enter the contact’s name.',
  relationshipRequired: 'Please enter how they are related to you.',
  invalidPhone: 'Please enter an Indian mobile number: +91 and 10 digits starting with 6, 7, 8 or 9.',
  invalidEmail: 'Please enter a valid email address',
  tooMany: `You can keep up to ${MAX_EMERGENCY_CONTACTS} emergency contacts.`,
  notFound: 'Emergency contact not found.',
  added: 'Emergency contact added.',
  saved: 'Emergency contact saved.',
  removed: 'Emergency contact removed.',
  madePrimary: 'Primary contact changed.',
  loadFailed: 'Couldn’t load your emergency contacts.',
  saveFailed: 'Failed to save the emergency contact. Please try again.',
  removeFailed: 'Failed to remove the emergency contact. Please try again.',
} as const;

/**
 * An Indian mobile number in E.164 ('+919876543210'), or null. Accepts what
 * people type: '98765 43210', '+91 98765-43210', '09876543210', '919876543210'.
 * Parsing by libphonenumber-js with its metadata for India alone (india-phone-metadata.ts); the 6–9 rule
 * is India's mobile numbering plan.
 */
export function normalizeIndianMobile(text: string): string | null {
  const digits = text.replace(/[\s().-]/g, '');
  const candidate = /^91\d{10}$/.test(digits) ? `+${digits}` : digits;
  const parsed = parsePhoneNumberFromString(candidate, 'IN', INDIA_PHONE_METADATA);
  if (!parsed || parsed.countryCallingCode !== '91') return null;
  return /^[6-9]\d{9}$/.test(parsed.nationalNumber) ? `+91${parsed.nationalNumber}` : null;
}

/** '+919876543210' → '+91 98765 43210' (how the card and lists show it). */
export function formatIndianMobile(e164: string): string {
  const national = e164.replace(/^\+91/, '');
  return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
}
