import { z } from '../zod.js';
import { keyedIssue, messageKey } from '../message-key.js';
import { isRealIsoDate } from '../calendar-date.js';
import { VISIT_TYPES } from '../constants.js';
import { pageSchema } from '../pagination.js';
import { phi } from '../phi.js';
import { prescriptionFileSchema } from './file-schemas.js';
import { MEDICAL_TEXT_SHORT_MAX, MEDICAL_TEXT_LONG_MAX, CONTACT_NUMBER_MAX } from './rules.js';

const tooLong = (label: string, max: number) =>
  keyedIssue({ key: 'medicalRecords.textTooLong', values: { label, max } });

function requiredText(label: string, max: number) {
  return z
    .string({ error: messageKey('medicalHistory.requiredFields') })
    .trim()
    .min(1, messageKey('medicalHistory.requiredFields'))
    .refine((v) => v.length <= max, tooLong(label, max));
}

/** Optional text: trimmed; empty or absent becomes null. */
function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .refine((v) => v.length <= max, tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A new medical-history record (docs/product.md#medical-records, docs/product.md#validation-rules "Add medical
 * history"): the seven required fields answer 'Validation Error: Please fill
 * in all required fields.'; dates are real `yyyy-MM-dd` days; an empty
 * follow-up date is null. The same schema checks the form and the API's
 * multipart fields (all strings).
 */
export const createMedicalRecordSchema = z
  .object({
    primary_reason: phi(requiredText('Primary reason', MEDICAL_TEXT_SHORT_MAX)),
    symptoms: phi(optionalText('Symptoms', MEDICAL_TEXT_LONG_MAX)),
    doctor_name: phi(requiredText("Doctor's name", MEDICAL_TEXT_SHORT_MAX)),
    specialization: phi(optionalText('Specialization', MEDICAL_TEXT_SHORT_MAX)),
    hospital_name: phi(requiredText('Hospital name', MEDICAL_TEXT_SHORT_MAX)),
    contact_number: phi(optionalText('Contact number', CONTACT_NUMBER_MAX)),
    diagnosis: phi(requiredText('Diagnosis', MEDICAL_TEXT_LONG_MAX)),
    treatment_plan: phi(requiredText('Treatment plan', MEDICAL_TEXT_LONG_MAX)),
    prescribed_medications: phi(optionalText('Prescribed medications', MEDICAL_TEXT_LONG_MAX)),
    record_date: phi(
      z
        .string({ error: messageKey('medicalHistory.requiredFields') })
        .trim()
        .min(1, messageKey('medicalHistory.requiredFields'))
        .refine(isRealIsoDate, messageKey('medicalRecords.invalidDate')),
    ),
    follow_up_date: phi(
      z
        .string()
        .trim()
        .nullish()
        .refine((value) => !value || isRealIsoDate(value), messageKey('medicalRecords.invalidDate'))
        .transform((value) => (value ? value : null)),
    ),
    visit_type: phi(
      z
        .string({ error: messageKey('medicalHistory.requiredFields') })
        .trim()
        .min(1, messageKey('medicalHistory.requiredFields'))
        .pipe(z.enum(VISIT_TYPES, { error: messageKey('medicalRecords.invalidVisitType') })),
    ),
    additional_notes: phi(optionalText('Additional notes', MEDICAL_TEXT_LONG_MAX)),
    summary_previous_visits: phi(optionalText('Summary of previous visits', MEDICAL_TEXT_LONG_MAX)),
  })
  .superRefine((record, ctx) => {
    // The complete-records work (docs/product.md#screens-added-since-the-first-version): a follow-up comes after the visit (same-day is fine).
    if (record.follow_up_date && record.follow_up_date < record.record_date)
      ctx.addIssue({
        code: 'custom',
        path: ['follow_up_date'],
        message: messageKey('medicalRecords.followUpBeforeVisit'),
      });
  });
export type CreateMedicalRecordInput = z.input<typeof createMedicalRecordSchema>;
export type CreateMedicalRecord = z.infer<typeof createMedicalRecordSchema>;

/** One record in full (GET /api/medical-records/:id; docs/product.md#data-kept). Dates `yyyy-MM-dd`, created_at an ISO instant. */
export const medicalRecordSchema = z.object({
  id: z.string(),
  title: phi(z.string()),
  description: phi(z.string()),
  record_type: phi(z.string()),
  primary_reason: phi(z.string()),
  symptoms: phi(z.string().nullable()),
  doctor_name: phi(z.string()),
  specialization: phi(z.string().nullable()),
  hospital_name: phi(z.string()),
  contact_number: phi(z.string().nullable()),
  diagnosis: phi(z.string()),
  treatment_plan: phi(z.string()),
  prescribed_medications: phi(z.string().nullable()),
  record_date: phi(z.string()),
  follow_up_date: phi(z.string().nullable()),
  visit_type: phi(z.string()),
  additional_notes: phi(z.string().nullable()),
  summary_previous_visits: phi(z.string().nullable()),
  prescription_files: z.array(prescriptionFileSchema),
  created_at: z.string(),
});
export type MedicalRecord = z.infer<typeof medicalRecordSchema>;

/** A row of the medical history list (docs/product.md#data-calls list select). */
export const medicalRecordListItemSchema = medicalRecordSchema.pick({
  id: true,
  primary_reason: true,
  doctor_name: true,
  hospital_name: true,
  record_date: true,
  visit_type: true,
  created_at: true,
});
export type MedicalRecordListItem = z.infer<typeof medicalRecordListItemSchema>;

/** GET /api/medical-records: newest record_date first. */
export const medicalRecordPageSchema = pageSchema(medicalRecordListItemSchema);
export type MedicalRecordPage = z.infer<typeof medicalRecordPageSchema>;

/** A row of prescription history: the list row plus medications (never empty) and files (docs/product.md#data-calls). */
const prescriptionRecordSchema = medicalRecordListItemSchema.extend({
  prescribed_medications: phi(z.string()),
  prescription_files: medicalRecordSchema.shape.prescription_files,
});
export type PrescriptionRecord = z.infer<typeof prescriptionRecordSchema>;

/** GET /api/prescriptions. */
export const prescriptionPageSchema = pageSchema(prescriptionRecordSchema);
export type PrescriptionPage = z.infer<typeof prescriptionPageSchema>;

/** `:id` of a record route: a UUID (anything else is a 404, like another patient's id). */
export const medicalRecordIdParamsSchema = z.object({ id: z.string() });

/** `:id/files/:fileName` of the file routes. */
export const medicalRecordFileParamsSchema = medicalRecordIdParamsSchema.extend({ fileName: z.string() });
