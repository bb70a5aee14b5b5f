import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { CARE_CATEGORIES, CARE_MONTHS, CARE_ROLES, NOMINEE_WAIT_DAYS } from './rules.js';

/**
 * POST /api/caregivers/invitations body: invite `email` as a caregiver of the acting patient with `role`,
 * for `categories` ('everything' or a non-empty subset of CARE_CATEGORIES, no repeats) and `months` (3, 6, 12).
 */
export const careInvitationInputSchema = z.object({
  email: z
    .string({ error: messageKey('caregivers.emailInvalid') })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: messageKey('caregivers.emailInvalid') }).max(254)),
  role: z.enum(CARE_ROLES, { error: messageKey('caregivers.roleInvalid') }),
  categories: z.union(
    [
      z.literal('everything'),
      z
        .array(z.enum(CARE_CATEGORIES, { error: messageKey('caregivers.categoriesInvalid') }))
        .min(1, messageKey('caregivers.categoriesInvalid'))
        .refine((list) => new Set(list).size === list.length, messageKey('caregivers.categoriesInvalid')),
    ],
    { error: messageKey('caregivers.categoriesInvalid') },
  ),
  months: z.union(
    CARE_MONTHS.map((m) => z.literal(m)),
    { error: messageKey('caregivers.monthsInvalid') },
  ),
});
export type CareInvitationInput = z.input<typeof careInvitationInputSchema>;
export type CareInvitationFields = z.output<typeof careInvitationInputSchema>;

/** POST /api/caregivers/invitations/accept body: the token of the mail's link (43 base64url characters). */
export const careAcceptInputSchema = z.object({
  token: z
    .string({ error: messageKey('caregivers.tokenInvalid') })
    .regex(/^[A-Za-z0-9_-]{43}$/, messageKey('caregivers.tokenInvalid')),
});

/** POST /api/caregivers/:id/renew body. */
export const careRenewInputSchema = z.object({
  months: z.union(
    CARE_MONTHS.map((m) => z.literal(m)),
    { error: messageKey('caregivers.monthsInvalid') },
  ),
});

/** `:id` of a grant. */
export const careGrantParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, messageKey('caregivers.notFound')),
});

/**
 * One grant as its two sides see it: `patient_name` whose records, `caregiver_name`/`caregiver_email` who
 * holds it; `starts_at`/`expires_at` ISO instants; `active` false once expired (revoked grants are not listed).
 */
export const careGrantSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  patient_name: z.string(),
  caregiver_name: z.string(),
  caregiver_email: z.string(),
  role: z.enum(CARE_ROLES),
  categories: z.array(z.enum(CARE_CATEGORIES)),
  starts_at: z.string(),
  expires_at: z.string(),
  active: z.boolean(),
  /** Whether the caregiver also gets the patient's reminder mails (their choice). */
  reminders: z.boolean(),
});
export type CareGrant = z.infer<typeof careGrantSchema>;

/**
 * PATCH /api/caregivers/held/:id body: whether the signed-in caregiver gets the patient's reminder mails
 * (docs/decisions/051-caregivers.md#reminders-to-caregivers).
 */
export const careRemindersInputSchema = z.object({
  reminders: z.boolean({ error: messageKey('caregivers.remindersInvalid') }),
});
export type CareRemindersFields = z.output<typeof careRemindersInputSchema>;

/** An invitation not yet accepted, as the inviting side lists it. */
export const careInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(CARE_ROLES),
  categories: z.array(z.enum(CARE_CATEGORIES)),
  months: z.number(),
  expires_at: z.string(),
});
export type CareInvitation = z.infer<typeof careInvitationSchema>;

/**
 * PUT /api/caregivers/nominee body (docs/decisions/060-nominee.md): the live grant whose caregiver becomes the
 * acting patient's nominee, and the waiting period in days (1, 3 or 7).
 */
export const nomineeInputSchema = z.object({
  grant_id: z
    .string({ error: messageKey('caregivers.notFound') })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, messageKey('caregivers.notFound')),
  wait_days: z.union(
    NOMINEE_WAIT_DAYS.map((d) => z.literal(d)),
    { error: messageKey('caregivers.nomineeDaysInvalid') },
  ),
});
export type NomineeInput = z.infer<typeof nomineeInputSchema>;

/**
 * A nominee's emergency-access request: `requested_at` and `due_at` (when it is granted unless refused) ISO
 * instants; `status` pending (refusable until `due_at`), refused, or granted (viewer of everything).
 */
export const nomineeRequestSchema = z.object({
  requested_at: z.string(),
  due_at: z.string(),
  status: z.enum(['pending', 'refused', 'granted']),
});
export type NomineeRequest = z.infer<typeof nomineeRequestSchema>;

/** The acting patient's nominee: their grant, name, waiting period, and the latest request if any. */
export const nomineeSchema = z.object({
  grant_id: z.string(),
  caregiver_name: z.string(),
  wait_days: z.number(),
  request: nomineeRequestSchema.nullable(),
});
export type Nominee = z.infer<typeof nomineeSchema>;

/** GET /api/caregivers: the acting patient's caregivers, open invitations and nominee (null: none named). */
export const caregiverListSchema = z.object({
  grants: z.array(careGrantSchema),
  invitations: z.array(careInvitationSchema),
  nominee: nomineeSchema.nullable(),
});
export type CaregiverList = z.infer<typeof caregiverListSchema>;

/**
 * A grant the signed-in account holds; `nominee` is set when the patient named this account their nominee:
 * the waiting period and the latest request.
 */
export const heldGrantSchema = careGrantSchema.extend({
  nominee: z.object({ wait_days: z.number(), request: nomineeRequestSchema.nullable() }).nullable(),
});
export type HeldGrant = z.infer<typeof heldGrantSchema>;

/** GET /api/caregivers/held: the patients the signed-in account cares for (live grants). */
export const heldGrantListSchema = z.object({ items: z.array(heldGrantSchema) });
export type HeldGrantList = z.infer<typeof heldGrantListSchema>;
