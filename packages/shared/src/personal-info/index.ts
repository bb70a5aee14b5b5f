import { z } from '../zod.js';
import { isoDateString } from '../calendar-date.js';
import { BLOOD_GROUPS } from '../constants.js';
import { phi } from '../phi.js';
import { profileSchema } from '../profile/edit-profile.js';
import { todayIn } from '../time.js';

/** Allergies and chronic conditions (docs/product.md#screens-added-since-the-first-version): at most 20 entries of 60 characters each. */
export const HEALTH_LIST_LIMITS = { items: 20, length: 60 } as const;

/**
 * Personal-information strings, verbatim from docs/product.md#screens-and-routes and docs/product.md#messages. Messages docs/product.md writes 'Title: description' are split so a toast shows both parts.
 */
export const PERSONAL_INFO_MESSAGES = {
  errorTitle: 'Error',
  loadFailed: 'Failed to load personal information.',
  updateFailed: 'Failed to update personal information.',
  successTitle: 'Success',
  updated: 'Personal information updated successfully.',
  notFound: 'Personal information not found.',
  identityHint: 'Contact administrator to update',
  invalidBloodGroup: 'Please choose a blood group from the list.',
  invalidDateOfBirth: 'Please enter a real date of birth (yyyy-MM-dd).',
  futureDateOfBirth: 'Date of birth cannot be in the future.',
  invalidAge: 'Age must be a whole number from 0 to 150.',
  invalidHeight: 'Height must be between 0 and 300 cm, with at most 2 decimals.',
  invalidWeight: 'Weight must be between 0 and 500 kg, with at most 2 decimals.',
  nameTooLong: 'Names must be at most 120 characters.',
  allergiesTooMany: `You can list up to ${HEALTH_LIST_LIMITS.items} allergies.`,
  conditionsTooMany: `You can list up to ${HEALTH_LIST_LIMITS.items} chronic conditions.`,
  listItemTooLong: `Each allergy or condition must be at most ${HEALTH_LIST_LIMITS.length} characters.`,
  listItemBlank: 'An allergy or condition cannot be blank.',
  listItemDuplicate: 'That is already on the list.',
  nothingToUpdate: 'Nothing to update.',
} as const;

/** Limits of docs/product.md#personal-info and docs/product.md#limits-and-constants. Height in cm, weight in kg. */
export const AGE_MIN = 0;
export const AGE_MAX = 150;
export const HEIGHT_CM_MAX = 300;
export const WEIGHT_KG_MAX = 500;
export const MEASURE_STEP = 0.01;
const PARENT_NAME_MAX_LENGTH = 120;

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

/** True when `value` has at most two decimals (numeric(5,2) columns; step 0.01 of docs/product.md#validation-rules). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

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
    .string({ error: PERSONAL_INFO_MESSAGES.nameTooLong })
    .trim()
    .max(PARENT_NAME_MAX_LENGTH, PERSONAL_INFO_MESSAGES.nameTooLong)
    .transform((v) => (v === '' ? null : v)),
)
  .nullable()
  .optional();

/** Case-insensitive key of a list entry, so 'Peanuts' and 'peanuts ' are the same allergy. */
export const healthListKey = (entry: string) => entry.trim().toLocaleLowerCase('en-IN');

/**
 * A list of short health entries (PHI): each trimmed, 1–60 characters, at most
 * 20, repeated entries (ignoring case) dropped, first spelling kept; [] clears.
 */
function healthList(tooMany: string) {
  const entry = z
    .string({ error: PERSONAL_INFO_MESSAGES.listItemBlank })
    .trim()
    .min(1, PERSONAL_INFO_MESSAGES.listItemBlank)
    .max(HEALTH_LIST_LIMITS.length, PERSONAL_INFO_MESSAGES.listItemTooLong);
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
    blood_group: phi(z.enum(BLOOD_GROUPS, { error: PERSONAL_INFO_MESSAGES.invalidBloodGroup }))
      .nullable()
      .optional(),
    date_of_birth: phi(
      z.union(
        [
          z.literal('').transform(() => null),
          isoDateString(PERSONAL_INFO_MESSAGES.invalidDateOfBirth).refine(
            (v) => v <= todayIn(),
            PERSONAL_INFO_MESSAGES.futureDateOfBirth,
          ),
        ],
        { error: PERSONAL_INFO_MESSAGES.invalidDateOfBirth },
      ),
    )
      .nullable()
      .optional(),
    age: phi(
      z
        .number({ error: PERSONAL_INFO_MESSAGES.invalidAge })
        .int(PERSONAL_INFO_MESSAGES.invalidAge)
        .min(AGE_MIN, PERSONAL_INFO_MESSAGES.invalidAge)
        .max(AGE_MAX, PERSONAL_INFO_MESSAGES.invalidAge),
    )
      .nullable()
      .optional(),
    father_name: parentName,
    mother_name: parentName,
    height_cm: measure(HEIGHT_CM_MAX, PERSONAL_INFO_MESSAGES.invalidHeight),
    weight_kg: measure(WEIGHT_KG_MAX, PERSONAL_INFO_MESSAGES.invalidWeight),
    allergies: healthList(PERSONAL_INFO_MESSAGES.allergiesTooMany),
    chronic_conditions: healthList(PERSONAL_INFO_MESSAGES.conditionsTooMany),
  })
  .refine(
    (v) => Object.values(v).some((field) => field !== undefined),
    PERSONAL_INFO_MESSAGES.nothingToUpdate,
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
 * Age in whole years on `today` of someone born on `dateOfBirth` (both `yyyy-MM-dd`): the age
 * field follows the date of birth when one is given (docs/product.md#screens-added-since-the-first-version). A 29
 * February birthday counts from 1 March in other years. Never below 0.
 */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  const beforeBirthday = today.slice(5) < dateOfBirth.slice(5);
  return Math.max(0, years - (beforeBirthday ? 1 : 0));
}

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** '' or non-numeric text → null, else the number (docs/product.md#validation-rules: "empty or non-numeric becomes null"). */
export function numberOrNull(value: string): number | null {
  const trimmed = value.trim();
  return NUMERIC.test(trimmed) ? Number(trimmed) : null;
}

/** The form's text values as the PATCH body: every field sent, blanks as null. */
export function personalInfoFormToRequest(
  form: PersonalInfoForm,
): z.input<typeof updatePersonalInfoRequestSchema> {
  const blood = form.blood_group.trim();
  return {
    blood_group: blood === '' ? null : (blood as (typeof BLOOD_GROUPS)[number]),
    date_of_birth: form.date_of_birth.trim() === '' ? null : form.date_of_birth.trim(),
    age: numberOrNull(form.age),
    father_name: form.father_name,
    mother_name: form.mother_name,
    height_cm: numberOrNull(form.height_cm),
    weight_kg: numberOrNull(form.weight_kg),
    allergies: form.allergies,
    chronic_conditions: form.chronic_conditions,
  };
}

/** The saved row as the form's text values (null → ''). */
export function personalInfoToForm(info: PersonalInfo): PersonalInfoForm {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    blood_group: text(info.blood_group),
    date_of_birth: text(info.date_of_birth),
    age: text(info.age),
    father_name: text(info.father_name),
    mother_name: text(info.mother_name),
    height_cm: text(info.height_cm),
    weight_kg: text(info.weight_kg),
    allergies: [...info.allergies],
    chronic_conditions: [...info.chronic_conditions],
  };
}

/**
 * Form values checked with the server's rules: text → request body → the same
 * schema the API applies, so the form shows the API's messages under each field.
 */
export const personalInfoFormToRequestSchema = personalInfoFormSchema
  .transform(personalInfoFormToRequest)
  .pipe(updatePersonalInfoRequestSchema);
