import { z } from '../zod.js';
import { BLOOD_GROUPS } from '../constants.js';
import { isRealIsoDate } from '../calendar-date.js';
import { normalizeAbhaNumber } from '../abha/index.js';
import { messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { todayIn } from '../time.js';
import { FAMILY_LIMITS, MEMBER_RELATIONSHIPS, RELATIONSHIPS, SEXES, isPatientIdShape } from './rules.js';

/**
 * POST /api/family and PUT /api/family/:id body: a family member without a login. `birth_date` a real
 * `yyyy-MM-dd` not after today in Asia/Kolkata; `abha_number` optional (14 digits, the ABHA rule), '' or null
 * clears it; `blood_group` one of BLOOD_GROUPS or null.
 */
export const familyMemberInputSchema = z.object({
  name: phi(
    z
      .string({ error: messageKey('family.nameRequired') })
      .trim()
      .min(1, messageKey('family.nameRequired'))
      .max(FAMILY_LIMITS.name, messageKey('family.nameTooLong')),
  ),
  relationship: z.enum(MEMBER_RELATIONSHIPS, { error: messageKey('family.relationshipInvalid') }),
  birth_date: phi(
    z
      .string({ error: messageKey('family.birthDateInvalid') })
      .trim()
      .refine(isRealIsoDate, messageKey('family.birthDateInvalid'))
      .refine((v) => v <= todayIn(), messageKey('family.birthDateFuture')),
  ),
  sex: z.enum(SEXES, { error: messageKey('family.sexInvalid') }),
  blood_group: phi(
    z
      .enum(BLOOD_GROUPS, { error: messageKey('family.bloodGroupInvalid') })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  ),
  abha_number: phi(
    z
      .string({ error: messageKey('family.abhaNumberInvalid') })
      .nullable()
      .optional()
      .transform((value, ctx) => {
        if (value === null || value === undefined || value.trim() === '') return null;
        const digits = normalizeAbhaNumber(value);
        if (!digits) {
          ctx.addIssue({ code: 'custom', message: messageKey('family.abhaNumberInvalid') });
          return z.NEVER;
        }
        return digits;
      }),
  ),
});
export type FamilyMemberInput = z.input<typeof familyMemberInputSchema>;
export type FamilyMemberFields = z.output<typeof familyMemberInputSchema>;

/**
 * One patient the account acts for, as GET /api/family lists them (the account's own first).
 * `handover_pending`: the open invitation to take this family member over (the invitee's e-mail and when the
 * link expires; docs/decisions/057-handing-over-a-profile.md), or null.
 */
export const familyPatientSchema = z.object({
  id: z.string(),
  name: phi(z.string()),
  relationship: z.enum(RELATIONSHIPS),
  is_self: z.boolean(),
  birth_date: phi(z.string().nullable()),
  sex: z.enum(SEXES),
  blood_group: phi(z.string().nullable()),
  abha_number: phi(z.string().nullable()),
  handover_pending: z.object({ email: phi(z.string()), expires_at: z.string() }).nullable(),
});
export type FamilyPatient = z.infer<typeof familyPatientSchema>;

/** GET /api/family: the account's own patient, then the family members in the order they were added. */
export const familyListSchema = z.object({ items: z.array(familyPatientSchema) });
export type FamilyList = z.infer<typeof familyListSchema>;

/** `:id` of PUT/DELETE /api/family/:id; a malformed id is a 404 like an unknown one. */
export const familyParamsSchema = z.object({
  id: z.string().refine(isPatientIdShape, messageKey('family.notFound')),
});

/** The `X-Sehat-Patient` header's value: a patient id's shape, else the request is a 404. */
export const patientHeaderSchema = z.string().refine(isPatientIdShape);

/**
 * POST /api/family/:id/handover body (docs/decisions/057-handing-over-a-profile.md): the e-mail of the
 * person who will take the profile over with their own account (lower-cased).
 */
export const familyHandoverInputSchema = z.object({
  email: z
    .string({ error: messageKey('caregivers.emailInvalid') })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messageKey('caregivers.emailInvalid') }).max(254)),
});
export type FamilyHandoverFields = z.output<typeof familyHandoverInputSchema>;
