/**
 * The claims contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */

/** numeric(12,2): the largest amount a claim can hold, in ₹. */
export const CLAIM_AMOUNT_MAX = 9_999_999_999.99;
export const CLAIM_AMOUNT_MIN = 0.01;
/** Up to 10 integer digits and at most 2 decimals, no sign, no exponent ('1e20' and '-5' fail). */
export const CLAIM_AMOUNT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** Text limits (characters). */
export const CLAIM_HOSPITAL_MAX_LENGTH = 200;
export const CLAIM_POLICY_NUMBER_MAX_LENGTH = 100;
export const CLAIM_TEXT_MAX_LENGTH = 5000;

/** Receipts (docs/product.md#claim-form, docs/product.md#limits-and-constants): these types, under MAX_UPLOAD_BYTES (10 MiB). */
export const RECEIPT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** `CLM-yyyyMMdd-NNNN`: the claim's human-readable id, unique per patient (docs/decisions/006). */
export const CLAIM_ID_PATTERN = /^CLM-\d{8}-\d{4}$/;

/** The select value standing for 'Other (Type below)' in the claim form's hospital list. */
export const OTHER_HOSPITAL_VALUE = '__other__';

/** The form as POST fields: the hospital is the chosen clinic, or the typed name for 'Other (Type below)'. */
export function claimFormToFields<F extends { hospital_choice: string; hospital_other: string }>(
  form: F,
): Omit<F, 'hospital_choice' | 'hospital_other'> & { hospital_name: string } {
  const { hospital_choice, hospital_other, ...rest } = form;
  return {
    ...rest,
    hospital_name: hospital_choice === OTHER_HOSPITAL_VALUE ? hospital_other : hospital_choice,
  };
}
