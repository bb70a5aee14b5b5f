/**
 * The zod schemas of the profile contract. Its messages, limits and plain helpers are in `edit-profile.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { PROFILE_PASSWORD_MIN_LENGTH } from '../constants.js';
import { hasNoCleanedCharacters, PASSWORD_MAX_LENGTH } from '../auth/rules.js';
import { phi } from '../phi.js';
import { isTimeZone } from '../time.js';
import { DISPLAY_NAME_MAX_LENGTH, emptyToNull, MOBILE_NUMBER_PATTERN } from './edit-profile.js';

/**
 * GET /api/profile — the patient's full profiles row (docs/product.md#profiles, docs/product.md#data-calls
 * "select the full row on edit profile"). `profile_picture_url` is a signed,
 * owner-only URL valid 3600 s (never a public URL), or null. Dates `yyyy-MM-dd`,
 * height in cm, weight in kg.
 */
export const profileSchema = z.object({
  user_id: z.string(),
  patient_id: phi(z.string().nullable()),
  display_name: phi(z.string().nullable()),
  full_name: phi(z.string().nullable()),
  first_name: phi(z.string().nullable()),
  last_name: phi(z.string().nullable()),
  email: phi(z.string()),
  mobile_number: phi(z.string().nullable()),
  profile_picture_url: phi(z.string().nullable()),
  /** Whether two-factor sign-in is on: the account's real state, read-only here (docs/decisions/027). */
  mfa_enabled: z.boolean(),
  blood_group: phi(z.string().nullable()),
  date_of_birth: phi(z.string().nullable()),
  age: phi(z.number().int().nullable()),
  father_name: phi(z.string().nullable()),
  mother_name: phi(z.string().nullable()),
  height_cm: phi(z.number().nullable()),
  weight_kg: phi(z.number().nullable()),
  /** Allergies and chronic conditions, in the patient's order (docs/product.md#screens-added-since-the-first-version). */
  allergies: phi(z.array(z.string())),
  chronic_conditions: phi(z.array(z.string())),
  /** Self-declared ABHA number (14 digits) and address, not verified with ABDM (decision 021). */
  abha_number: phi(z.string().nullable()),
  abha_address: phi(z.string().nullable()),
  /** E-mail the day before an appointment / a follow-up visit (docs/decisions/028-jobs-and-reminders.md); true unless switched off. */
  appointment_reminders: z.boolean(),
  follow_up_reminders: z.boolean(),
  /** E-mail 30 and 7 days before an insurance policy ends (docs/decisions/053-insurance-policies.md); true unless switched off. */
  policy_reminders: z.boolean(),
  /** A morning e-mail digest of the day's doses (docs/decisions/054-medicines.md); false unless switched on. */
  medicine_reminders: z.boolean(),
  /** E-mail a week before a vaccine is due (docs/decisions/055-vaccinations.md); false until opted in. */
  vaccination_reminders: z.boolean(),
  /** What the emergency card and share links add (docs/decisions/056-government-schemes.md); false until chosen. */
  card_shows_policy: z.boolean(),
  card_shows_schemes: z.boolean(),
  /** IANA time zone: the reminders' 08:00 and the patient's "today" (decision 032); 'Asia/Kolkata' unless changed. */
  time_zone: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/profile body (docs/product.md#data-calls "update display_name, mobile_number,
 * mfa_enabled by user_id", plus the two reminder switches of the performance work and the patient's IANA
 * `time_zone`, decision 032). Every key is optional but at least one must be
 * sent; blank text is stored as null. Unknown keys (patient_id, user_id,
 * email, first_name, last_name, …) are stripped and never written (docs/product.md#roles-and-access).
 * `mfa_enabled` is refused with a clear message: two-factor sign-in changes only
 * through its enrolment and disabling, which check a code (docs/decisions/027).
 */
export const updateProfileRequestSchema = z
  .object({
    display_name: phi(
      z
        .string()
        .trim()
        .max(DISPLAY_NAME_MAX_LENGTH, messageKey('profile.displayNameTooLong'))
        .transform(emptyToNull),
    )
      .nullable()
      .optional(),
    mobile_number: phi(
      z
        .string()
        .trim()
        .refine((v) => v === '' || MOBILE_NUMBER_PATTERN.test(v), messageKey('profile.invalidMobile'))
        .transform(emptyToNull),
    )
      .nullable()
      .optional(),
    mfa_enabled: z.undefined({ error: messageKey('profile.mfaNotEditable') }).optional(),
    appointment_reminders: z.boolean().optional(),
    follow_up_reminders: z.boolean().optional(),
    policy_reminders: z.boolean().optional(),
    medicine_reminders: z.boolean().optional(),
    vaccination_reminders: z.boolean().optional(),
    card_shows_policy: z.boolean().optional(),
    card_shows_schemes: z.boolean().optional(),
    time_zone: z
      .string({ error: messageKey('profile.invalidTimeZone') })
      .trim()
      .refine(isTimeZone, messageKey('profile.invalidTimeZone'))
      .optional(),
  })
  .refine(
    (v) => Object.values(v).some((field) => field !== undefined),
    messageKey('profile.nothingToUpdate'),
  );
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
export type UpdateProfileForm = z.input<typeof updateProfileRequestSchema>;

/** POST /api/profile/picture answer: the new picture as a signed URL valid 3600 s. */
export const profilePictureResponseSchema = z.object({ profile_picture_url: phi(z.string()) });
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

/**
 * The change-password panel (docs/product.md#change-password):
 * one message at a time, match first, then the 6-character minimum. The
 * current password is checked by the server, not here.
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
    newPassword: z.string().max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('profile.passwordsDontMatch'),
        path: ['confirmPassword'],
      });
    else if (v.newPassword.length < PROFILE_PASSWORD_MIN_LENGTH)
      ctx.addIssue({
        code: 'custom',
        message: messageKey('profile.passwordTooShort'),
        path: ['newPassword'],
      });
    else if (!hasNoCleanedCharacters(v.newPassword))
      ctx.addIssue({
        code: 'custom',
        message: messageKey('auth.passwordHasCleanedCharacters'),
        path: ['newPassword'],
      });
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/**
 * What the server checks on POST /api/auth/change-password before better-auth
 * sees the body (docs/product.md#validation-rules: at least 6 characters on this panel), and, as on
 * sign-up and reset, no < > ' " (the sign-in form removes them, so such a
 * password could never be used to sign in).
 */
export const changePasswordRequestSchema = z.object({
  newPassword: z
    .string()
    .min(PROFILE_PASSWORD_MIN_LENGTH, messageKey('profile.passwordTooShort'))
    .max(PASSWORD_MAX_LENGTH)
    .refine(hasNoCleanedCharacters, messageKey('auth.passwordHasCleanedCharacters')),
});
