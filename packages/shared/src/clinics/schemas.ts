import { z } from '../zod.js';
import { keyedIssue, messageKey } from '../message-key.js';
import { pageQuerySchema } from '../pagination.js';
import { coordinatesTextSchema } from '../places/geo-schemas.js';
import { STATE_NAMES, isCityOf } from '../places/states.js';
import { CLINIC_LIMITS, normalizeSpecialties, isValidRating } from './rules.js';

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, messageKey('clinics.required'))
    .refine((v) => v.length <= max, keyedIssue({ key: 'request.textTooLong', values: { max } }));

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
      .min(1, messageKey('clinics.required'))
      .max(CLINIC_LIMITS.email)
      .pipe(z.email(messageKey('clinics.invalidEmail'))),
    address: required(CLINIC_LIMITS.address),
    state: z.string().trim().min(1, messageKey('clinics.required')).max(80),
    city: z.string().trim().min(1, messageKey('clinics.required')).max(80),
    specialties: z
      .array(z.string().max(CLINIC_LIMITS.specialty, messageKey('clinics.specialtyTooLong')))
      .max(CLINIC_LIMITS.specialties, messageKey('clinics.tooManySpecialties'))
      .default([])
      .transform(normalizeSpecialties),
    rating: z.number().refine(isValidRating, messageKey('clinics.rating')).default(0),
    coordinates: optionalText(coordinatesTextSchema),
    maps_link: optionalText(
      z
        .string()
        .trim()
        .max(CLINIC_LIMITS.mapsLink)
        .pipe(z.url({ protocol: /^https?$/, message: messageKey('clinics.invalidUrl') })),
    ),
  })
  .superRefine((value, ctx) => {
    if (!(STATE_NAMES as readonly string[]).includes(value.state)) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: messageKey('clinics.unknownState') });
    } else if (!isCityOf(value.state, value.city)) {
      ctx.addIssue({ code: 'custom', path: ['city'], message: messageKey('clinics.unknownCity') });
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
