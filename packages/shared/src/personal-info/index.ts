import { BLOOD_GROUPS } from '../constants.js';

/** The editable card's raw input values (every input is text; '' = not filled): `PersonalInfoForm`. */
interface PersonalInfoFormValues {
  blood_group: string;
  date_of_birth: string;
  age: string;
  father_name: string;
  mother_name: string;
  height_cm: string;
  weight_kg: string;
  allergies: string[];
  chronic_conditions: string[];
}

/** The saved values the card shows (a `PersonalInfo`'s health fields). */
interface SavedPersonalInfo {
  blood_group: string | null;
  date_of_birth: string | null;
  age: number | null;
  father_name: string | null;
  mother_name: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  allergies: readonly string[];
  chronic_conditions: readonly string[];
}

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
export const PARENT_NAME_MAX_LENGTH = 120;

/** True when `value` has at most two decimals (numeric(5,2) columns; step 0.01 of docs/product.md#validation-rules). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Case-insensitive key of a list entry, so 'Peanuts' and 'peanuts ' are the same allergy. */
export const healthListKey = (entry: string) => entry.trim().toLocaleLowerCase('en-IN');

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
export function personalInfoFormToRequest(form: PersonalInfoFormValues) {
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
export function personalInfoToForm<T extends SavedPersonalInfo>(info: T): PersonalInfoFormValues {
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
