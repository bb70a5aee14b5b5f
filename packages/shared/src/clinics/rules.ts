/**
 * The clinics contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */

/** Bounds of every clinic field (docs/product.md#clinic-fields, docs/product.md#limits-and-constants rating 0–5); lengths in characters. */
export const CLINIC_LIMITS = {
  name: 120,
  phone: 20,
  email: 254,
  address: 500,
  mapsLink: 2048,
  specialties: 30,
  specialty: 60,
  ratingMin: 0,
  ratingMax: 5,
  ratingStep: 0.1,
} as const;

/** Clinic screen messages, verbatim from docs/product.md#validation-rules and docs/product.md#messages. */
export const CLINIC_MESSAGES = {
  requiredTitle: 'Validation Error',
  required: 'Please fill in all required fields.',
  authRequiredTitle: 'Authentication Required',
  authRequired: 'Please log in to add a clinic.',
  saveFailed: 'Failed to save clinic information.',
  saved: 'Clinic information has been saved successfully.',
  invalidEmail: 'Please enter a valid email address',
  invalidUrl: 'Please enter a valid URL (https://...)',
  rating: 'Rating must be between 0 and 5 in steps of 0.1',
  unknownState: 'Please select a state from the list',
  unknownCity: 'Please select a city of the chosen state',
  tooManySpecialties: `At most ${CLINIC_LIMITS.specialties} specialties`,
  specialtyTooLong: `A specialty has at most ${CLINIC_LIMITS.specialty} characters`,
} as const;

/** Clinic IDs: 'CLN-' + six characters of an unambiguous alphabet (no 0/O/1/I/L). */
export const CLINIC_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CLINIC_ID_PATTERN = /^CLN-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

/**
 * Specialties as typed one at a time (docs/product.md#validation-rules): trimmed, empties dropped,
 * duplicates (case-insensitive) dropped keeping the first.
 */
export function normalizeSpecialties(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/**
 * Adds one typed specialty to the list (docs/product.md#validation-rules "added by button or Enter"):
 * unchanged when it is empty after trimming, already present, or the list is full.
 */
export function addSpecialty(list: readonly string[], typed: string): string[] {
  if (list.length >= CLINIC_LIMITS.specialties) return [...list];
  return normalizeSpecialties([...list, typed]);
}

/** The rating field's text → number: non-numeric or empty becomes 0 (docs/product.md#validation-rules). */
export function parseRating(text: string | number | null | undefined): number {
  const value = typeof text === 'number' ? text : Number(String(text ?? '').trim());
  return Number.isFinite(value) && String(text ?? '').trim() !== '' ? value : 0;
}

/** Whether `rating` is within 0–5 and a multiple of 0.1. */
export function isValidRating(rating: number): boolean {
  return (
    Number.isFinite(rating) &&
    rating >= CLINIC_LIMITS.ratingMin &&
    rating <= CLINIC_LIMITS.ratingMax &&
    Math.abs(Math.round(rating * 10) - rating * 10) < 1e-9
  );
}

/** Messages of editing and deleting a clinic (docs/product.md#screens-added-since-the-first-version). */
export const CLINIC_CHANGE_MESSAGES = {
  notFound: 'Clinic not found.',
  updated: 'Clinic information updated.',
  deleted: 'Clinic deleted. Records and visits that name it keep its name.',
} as const;
