/**
 * The medical records contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { isNotBlankText } from '../text.js';
import { messageKey } from '../message-key.js';
import type { MessageKey } from '../message-catalogue.js';

/** Longest accepted text, in characters: names and short fields, then free text. */
export const MEDICAL_TEXT_SHORT_MAX = 200;
export const MEDICAL_TEXT_LONG_MAX = 5000;
export const CONTACT_NUMBER_MAX = 30;

/** The hospital dropdown's last choice, which reveals a typed name (docs/product.md#add-medical-history). */
export const HOSPITAL_CHOICE_OTHERS = 'OTHERS';

/**
 * The date rule that needs a clock (docs/product.md#screens-added-since-the-first-version): the
 * visit date may not be after `today` (`yyyy-MM-dd` in the patient's time
 * zone). Returns the message, or null when the date is fine.
 */
export function recordDateProblem(recordDate: string, today: string): MessageKey | null {
  return recordDate > today ? messageKey('medicalRecords.futureRecordDate') : null;
}

/**
 * Medications count as present when not blank (docs/product.md#dashboard-counts):
 * the same rule as the API's SQL (`isNotBlank` in apps/api/src/db/conditions.ts).
 */
export function hasMedications(value: string | null | undefined): value is string {
  return isNotBlankText(value);
}
