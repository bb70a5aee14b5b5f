import { z } from '../zod.js';
import { pageQuerySchema } from '../pagination.js';
import { coordinatesTextSchema } from '../places/geo.js';
import { STATE_NAMES, isCityOf } from '../places/states.js';

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

const required = (max: number) =>
  z.string().trim().min(1, CLINIC_MESSAGES.required).max(max, `At most ${max} characters`);

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

const optionalText = <T extends z.ZodType<string, string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable().optional());

/**
 * POST /api/clinics body (docs/product.md#clinic-fields, docs/product.md#clinic-calls insert). Required:
 * name, phone, email, address, state, city. Optional: specialties (≤ 30, each
 * ≤ 60 chars, normalised), rating (0–5 step 0.1, default 0), coordinates
 * ('lat,lng' in range), maps_link (http/https URL). City must be one of the
 * state's cities.
 */
export const createClinicSchema = z
  .object({
    name: required(CLINIC_LIMITS.name),
    phone: required(CLINIC_LIMITS.phone).regex(/^[0-9+()\-\s]+$/, 'Please enter a valid phone number'),
    email: z
      .string()
      .trim()
      .min(1, CLINIC_MESSAGES.required)
      .max(CLINIC_LIMITS.email)
      .pipe(z.email(CLINIC_MESSAGES.invalidEmail)),
    address: required(CLINIC_LIMITS.address),
    state: z.string().trim().min(1, CLINIC_MESSAGES.required).max(80),
    city: z.string().trim().min(1, CLINIC_MESSAGES.required).max(80),
    specialties: z
      .array(z.string().max(CLINIC_LIMITS.specialty, CLINIC_MESSAGES.specialtyTooLong))
      .max(CLINIC_LIMITS.specialties, CLINIC_MESSAGES.tooManySpecialties)
      .default([])
      .transform(normalizeSpecialties),
    rating: z.number().refine(isValidRating, CLINIC_MESSAGES.rating).default(0),
    coordinates: optionalText(coordinatesTextSchema),
    maps_link: optionalText(
      z
        .string()
        .trim()
        .max(CLINIC_LIMITS.mapsLink)
        .pipe(z.url({ protocol: /^https?$/, message: CLINIC_MESSAGES.invalidUrl })),
    ),
  })
  .superRefine((value, ctx) => {
    if (!(STATE_NAMES as readonly string[]).includes(value.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: CLINIC_MESSAGES.unknownState });
    } else if (!isCityOf(value.state, value.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: CLINIC_MESSAGES.unknownCity });
    }
  });
export type CreateClinicInput = z.input<typeof createClinicSchema>;
export type CreateClinic = z.infer<typeof createClinicSchema>;

/** GET /api/clinics query: a page, optionally only the clinics of one state and city (booking, docs/product.md#data-calls). */
export const clinicListQuerySchema = pageQuerySchema.extend({
  state: z.string().trim().min(1).max(80).optional(),
  city: z.string().trim().min(1).max(80).optional(),
});
export type ClinicListQuery = z.infer<typeof clinicListQuerySchema>;

/** `:clinic_id` of the clinic routes ('CLN-7KX2QH'). */
export const clinicParamsSchema = z.object({ clinic_id: z.string().max(20) });

/** Messages of editing and deleting a clinic (docs/product.md#screens-added-since-the-first-version). */
export const CLINIC_CHANGE_MESSAGES = {
  notFound: 'Clinic not found.',
  updated: 'Clinic information updated.',
  deleted: 'Clinic deleted. Records and visits that name it keep its name.',
} as const;
