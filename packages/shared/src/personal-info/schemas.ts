/**
 * The zod schemas of the personal information contract. Its messages, limits and plain helpers are in `index.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { isoDateString } from '../calendar-date-schema.js';
import { BLOOD_GROUPS } from '../constants.js';
import { phi } from '../phi.js';
import { profileSchema } from '../profile/edit-profile-schemas.js';
import { todayIn } from '../time.js';
import {
  hasAtMostTwoDecimals,
  PARENT_NAME_MAX_LENGTH,
  HEALTH_LIST_LIMITS,
  healthListKey,
  AGE_MIN,
  AGE_MAX,
  HEIGHT_CM_MAX,
  WEIGHT_KG_MAX,
  personalInfoFormToRequest,
} from './index.js';

/**
 * GET /api/personal-info (docs/product.md#data-calls "select patient_id, first_name, last_name,
 * blood_group, date_of_birth, age, father_name, mother_name, height_cm,
 * weight_kg"). Dates `yyyy-MM-dd`, height in cm, weight in kg.
 */
export const personalInfoSchema = profileSchema.pick({
  patient_id: true,
  first_name: true,
  last_name: true,
  blood_group: true,
  date_of_birth: true,
  age: true,
  father_name: true,
  mother_name: true,
  height_cm: true,
  weight_kg: true,
  allergies: true,
  chronic_conditions: true,
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/** A body measure (PHI): 0–max with at most two decimals; null clears it. */
function measure(max: number, message: string) {
  return phi(
    z.number({ error: message }).min(0, message).max(max, message).refine(hasAtMostTwoDecimals, message),
  )
    .nullable()
    .optional();
}

const parentName = phi(
  z
    .string({ error: messageKey('personalInfo.nameTooLong') })
    .trim()
    .max(PARENT_NAME_MAX_LENGTH, messageKey('personalInfo.nameTooLong'))
    .transform((v) => (v === '' ? null : v)),
)
  .nullable()
  .optional();

/**
 * A list of short health entries (PHI): each trimmed, 1–60 characters, at most
 * 20, repeated entries (ignoring case) dropped, first spelling kept; [] clears.
 */
function healthList(tooMany: string) {
  const entry = z
    .string({ error: messageKey('personalInfo.listItemBlank') })
    .trim()
    .min(1, messageKey('personalInfo.listItemBlank'))
    .max(HEALTH_LIST_LIMITS.length, messageKey('personalInfo.listItemTooLong'));
  return phi(z.array(entry, { error: tooMany }).max(HEALTH_LIST_LIMITS.items, tooMany))
    .transform((items) =>
      items.filter((item, i) => items.findIndex((o) => healthListKey(o) === healthListKey(item)) === i),
    )
    .optional();
}

/**
 * PATCH /api/personal-info body (docs/product.md#personal-info, docs/product.md#data-calls update by
 * user_id). Every key optional, at least one sent; null clears a field.
 * blood_group one of BLOOD_GROUPS; date_of_birth a real `yyyy-MM-dd` not after
 * today in Asia/Kolkata ('' clears it); age an integer 0–150 ('abc' is a 400:
 * the form turns non-numeric input into null before sending); height_cm 0–300
 * and weight_kg 0–500 with at most 2 decimals; allergies and
 * chronic_conditions lists of at most 20 entries of 1–60 characters (repeats
 * dropped, [] clears). Identity fields and e-mail are
 * not part of it: sent anyway, they are stripped (docs/product.md#roles-and-access).
 */
export const updatePersonalInfoRequestSchema = z
  .object({
    blood_group: phi(z.enum(BLOOD_GROUPS, { error: messageKey('personalInfo.invalidBloodGroup') }))
      .nullable()
      .optional(),
    date_of_birth: phi(
      z.union(
        [
          z.literal('').transform(() => null),
          isoDateString(messageKey('personalInfo.invalidDateOfBirth')).refine(
            (v) => v <= todayIn(),
            messageKey('personalInfo.futureDateOfBirth'),
          ),
        ],
        { error: messageKey('personalInfo.invalidDateOfBirth') },
      ),
    )
      .nullable()
      .optional(),
    age: phi(
      z
        .number({ error: messageKey('personalInfo.invalidAge') })
        .int(messageKey('personalInfo.invalidAge'))
        .min(AGE_MIN, messageKey('personalInfo.invalidAge'))
        .max(AGE_MAX, messageKey('personalInfo.invalidAge')),
    )
      .nullable()
      .optional(),
    father_name: parentName,
    mother_name: parentName,
    height_cm: measure(HEIGHT_CM_MAX, messageKey('personalInfo.invalidHeight')),
    weight_kg: measure(WEIGHT_KG_MAX, messageKey('personalInfo.invalidWeight')),
    allergies: healthList(messageKey('personalInfo.allergiesTooMany')),
    chronic_conditions: healthList(messageKey('personalInfo.conditionsTooMany')),
  })
  .refine(
    (v) => Object.values(v).some((field) => field !== undefined),
    messageKey('personalInfo.nothingToUpdate'),
  );
export type UpdatePersonalInfoRequest = z.infer<typeof updatePersonalInfoRequestSchema>;

/** The editable card's raw input values (every input is text; '' = not filled). */
const personalInfoFormSchema = z.object({
  blood_group: phi(z.string()),
  date_of_birth: phi(z.string()),
  age: phi(z.string()),
  father_name: phi(z.string()),
  mother_name: phi(z.string()),
  height_cm: phi(z.string()),
  weight_kg: phi(z.string()),
  allergies: phi(z.array(z.string())),
  chronic_conditions: phi(z.array(z.string())),
});
export type PersonalInfoForm = z.infer<typeof personalInfoFormSchema>;

/**
 * Form values checked with the server's rules: text → request body → the same
 * schema the API applies, so the form shows the API's messages under each field.
 */
export const personalInfoFormToRequestSchema = personalInfoFormSchema
  .transform((form): z.input<typeof updatePersonalInfoRequestSchema> => personalInfoFormToRequest(form))
  .pipe(updatePersonalInfoRequestSchema);
