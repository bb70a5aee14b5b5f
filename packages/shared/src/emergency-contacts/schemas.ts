import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from '../zod.js';
import { INDIA_PHONE_METADATA } from './india-phone-metadata.js';

/**
 * Emergency contacts (docs/product.md#screens-added-since-the-first-version): at most 5 per
 * patient, one of them primary (the first in order). Phone numbers are Indian
 * mobile numbers: +91 and 10 digits starting 6–9 (TRAI numbering plan),
 * stored in E.164 ('+919876543210').
 */

export const MAX_EMERGENCY_CONTACTS = 5;

/** Bounds of each field, in characters. */
const EMERGENCY_CONTACT_LIMITS = { name: 100, relationship: 50, email: 254 } as const;

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

const M = EMERGENCY_CONTACT_MESSAGES;

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

/** POST /api/emergency-contacts and PUT /api/emergency-contacts/:id body. */
export const emergencyContactInputSchema = z.object({
  name: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(EMERGENCY_CONTACT_LIMITS.name, `At most ${EMERGENCY_CONTACT_LIMITS.name} characters`),
  relationship: z
    .string({ error: M.relationshipRequired })
    .trim()
    .min(1, M.relationshipRequired)
    .max(
      EMERGENCY_CONTACT_LIMITS.relationship,
      `At most ${EMERGENCY_CONTACT_LIMITS.relationship} characters`,
    ),
  phone: z
    .string({ error: M.invalidPhone })
    .max(30, M.invalidPhone)
    .transform((value, ctx) => {
      const e164 = normalizeIndianMobile(value);
      if (!e164) {
        ctx.addIssue({ code: 'custom', message: M.invalidPhone });
        return z.NEVER;
      }
      return e164;
    }),
  email: z
    .string()
    .trim()
    .max(EMERGENCY_CONTACT_LIMITS.email)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))
    .pipe(z.email(M.invalidEmail).nullable()),
});
export type EmergencyContactFields = z.output<typeof emergencyContactInputSchema>;

/** One contact as the API shows it; `phone` in E.164; `is_primary` for the first in order. */
export const emergencyContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  is_primary: z.boolean(),
  created_at: z.string(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** GET /api/emergency-contacts: every contact, the primary first (at most 5, so not paginated). */
export const emergencyContactListSchema = z.object({ items: z.array(emergencyContactSchema) });
export type EmergencyContactList = z.infer<typeof emergencyContactListSchema>;

/** `:id` of the contact routes. */
export const emergencyContactParamsSchema = z.object({ id: z.uuid({ error: M.notFound }) });
