import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { prescriptionDraftSchema } from './prescription-schemas.js';

/**
 * The contract of reading a lab report from a file (docs/decisions/050-reading-documents.md):
 * `POST /api/lab-reports/read` answers `{ read_id }`; `GET /api/lab-reports/read/:read_id` answers the
 * read's status, its progress and, once done, the draft that pre-fills the lab report form.
 */

/** One result the reader mapped to the catalogue; `needs_check` when the patient should look at it. */
export const draftResultSchema = z.object({
  /** The catalogue code ('hba1c'); null is not used for mapped rows but kept for clients. */
  test: z.string().nullable(),
  printed_name: z.string(),
  /** As printed: '6.8', '<5', 'Positive'. */
  value: z.string(),
  /** The catalogue's unit when the printed one means it, else the printed unit ('' when none). */
  unit: z.string(),
  /** As printed, '' when none: '4.0 - 5.6', '< 200'. */
  reference_range: z.string(),
  needs_check: z.boolean(),
});
export type DraftResult = z.infer<typeof draftResultSchema>;

/** A result line whose test the catalogue does not know: offered to add as a custom test or drop. */
export const unmappedResultSchema = z.object({
  printed_name: z.string(),
  value: z.string(),
  unit: z.string(),
  reference_range: z.string(),
});
export type UnmappedResult = z.infer<typeof unmappedResultSchema>;

/** What pre-fills the form: the header's lab name and date (`yyyy-MM-dd`), null when not found. */
export const documentReadDraftSchema = z.object({
  lab_name: z.string().nullable(),
  report_date: z.string().nullable(),
  results: z.array(draftResultSchema),
  unmapped: z.array(unmappedResultSchema),
});
export type DocumentReadDraft = z.infer<typeof documentReadDraftSchema>;

/** What a read is of: a lab report (its form's draft in `draft`) or a prescription (in `prescription`). */
export const DOCUMENT_READ_KINDS = ['lab_report', 'prescription'] as const;
export type DocumentReadKind = (typeof DOCUMENT_READ_KINDS)[number];

export const DOCUMENT_READ_STATUSES = ['queued', 'reading', 'done', 'failed'] as const;
export type DocumentReadStatus = (typeof DOCUMENT_READ_STATUSES)[number];

/** `POST /api/lab-reports/read` and `POST /api/medical-records/read` → 202. */
export const documentReadCreatedSchema = z.object({ read_id: z.string() });

/**
 * `GET /api/lab-reports/read/:read_id` (either kind of read): `progress` 0–100; once `done`, `draft` (a lab
 * report) or `prescription` (a prescription), by `kind`; `message` (a message key with values) once
 * `failed`; `file` the uploaded file's display name and type, for showing it beside the form.
 */
export const documentReadSchema = z.object({
  read_id: z.string(),
  kind: z.enum(DOCUMENT_READ_KINDS),
  status: z.enum(DOCUMENT_READ_STATUSES),
  progress: z.number().int().min(0).max(100),
  file: z.object({ name: z.string(), content_type: z.string() }),
  draft: documentReadDraftSchema.optional(),
  prescription: prescriptionDraftSchema.optional(),
  message: z
    .object({ key: z.string(), values: z.record(z.string(), z.union([z.string(), z.number()])) })
    .optional(),
});
export type DocumentRead = z.infer<typeof documentReadSchema>;

export const documentReadParamsSchema = z.object({
  read_id: z.uuid({ error: messageKey('documentReading.readNotFound') }),
});
