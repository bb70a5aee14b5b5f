/**
 * The medicine form's choices and limits (docs/decisions/054-medicines.md), without zod: the add dialog
 * lists them at first paint, the schemas check them.
 */

/** What a medicine is: the form field's choices. */
export const MEDICINE_FORMS = [
  'tablet',
  'capsule',
  'syrup',
  'injection',
  'drops',
  'inhaler',
  'cream',
  'other',
] as const;
export type MedicineForm = (typeof MEDICINE_FORMS)[number];

/** Lengths of the text fields. */
export const MEDICINE_LIMITS = { name: 120, text: 200, times: 8, stock: 10_000 } as const;
