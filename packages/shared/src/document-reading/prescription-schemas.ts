import { z } from '../zod.js';

/**
 * The pre-fill of the medical-history form read from a printed prescription
 * (docs/decisions/050-reading-documents.md#prescriptions), kept as the read's draft until Save.
 */

/** One medicine row: as printed, '' when a part was not found; `needs_check` when the patient should look. */
export const draftMedicineSchema = z.object({
  name: z.string(),
  /** '500 mg', '250 mg/5 ml'. */
  strength: z.string(),
  /** Morning-noon-night, '1-0-1'; 'BD', 'TDS', 'OD' printed as words are turned into their pattern. */
  pattern: z.string(),
  /** '5 days', '1 month'. */
  duration: z.string(),
  needs_check: z.boolean(),
});
export type DraftMedicine = z.infer<typeof draftMedicineSchema>;

/** Doctor ('Dr. R. Mehta'), visit date (`yyyy-MM-dd`) and diagnosis, null when not printed; the medicines. */
export const prescriptionDraftSchema = z.object({
  doctor_name: z.string().nullable(),
  record_date: z.string().nullable(),
  diagnosis: z.string().nullable(),
  medicines: z.array(draftMedicineSchema),
});
export type PrescriptionDraft = z.infer<typeof prescriptionDraftSchema>;
