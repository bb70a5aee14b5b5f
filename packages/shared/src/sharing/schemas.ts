import { z } from '../zod.js';
import { messageKey } from '../message-key.js';
import { cardPolicySchema, cardSchemeSchema } from '../emergency-card/schemas.js';
import { labReportSchema } from '../lab-reports/schemas.js';
import { PRESCRIPTION_FILE_NAME_PATTERN } from '../medical-records/files.js';
import { prescriptionFileSchema } from '../medical-records/file-schemas.js';
import { medicalRecordSchema } from '../medical-records/schemas.js';
import { pageSchema } from '../pagination.js';
import { phi } from '../phi.js';
import {
  SHARE_FILE_BUCKETS,
  SHARE_SCOPE_MAX_ITEMS,
  SHARE_LABEL_MAX,
  SHARE_DURATIONS,
  SHARE_STATUSES,
} from './rules.js';

/** A file named in a scope: `<bucket>/<file name>`, e.g. 'prescriptions/1700000000000-ab12cd34.pdf'. */
export const shareFileIdSchema = z.string().refine((id) => {
  const slash = id.indexOf('/');
  const bucket = id.slice(0, slash);
  return (
    (SHARE_FILE_BUCKETS as readonly string[]).includes(bucket) &&
    PRESCRIPTION_FILE_NAME_PATTERN.test(id.slice(slash + 1))
  );
}, messageKey('sharing.scopeNotFound'));

const ids = <T extends z.ZodType>(item: T) =>
  z.array(item).max(SHARE_SCOPE_MAX_ITEMS, messageKey('sharing.scopeTooLarge')).default([]);

/**
 * What a link shows: `all` (every record, lab report and file the patient
 * holds when the link is opened), or `items`: chosen records (with their
 * files), lab reports (with their results and files) and single files. Every
 * id must be the patient's (else 404). Ids are deduplicated.
 */
export const shareScopeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all') }),
  z
    .object({
      type: z.literal('items'),
      medical_record_ids: ids(z.uuid({ error: messageKey('sharing.scopeNotFound') })),
      lab_report_ids: ids(z.uuid({ error: messageKey('sharing.scopeNotFound') })),
      file_ids: ids(shareFileIdSchema),
    })
    .transform((scope) => ({
      ...scope,
      medical_record_ids: [...new Set(scope.medical_record_ids)],
      lab_report_ids: [...new Set(scope.lab_report_ids)],
      file_ids: [...new Set(scope.file_ids)],
    }))
    .refine(
      (scope) => scope.medical_record_ids.length + scope.lab_report_ids.length + scope.file_ids.length > 0,
      messageKey('sharing.scopeEmpty'),
    ),
]);
export type ShareScope = z.output<typeof shareScopeSchema>;

/**
 * POST /api/shares: a label (1–80 characters, e.g. the doctor), a duration,
 * whether the server makes a 6-digit access code, and the scope.
 */
export const createShareSchema = z.object({
  label: phi(
    z
      .string({ error: messageKey('sharing.labelRequired') })
      .trim()
      .min(1, messageKey('sharing.labelRequired'))
      .max(SHARE_LABEL_MAX, messageKey('sharing.labelTooLong')),
  ),
  duration: z.enum(SHARE_DURATIONS),
  access_code: z.boolean().default(false),
  scope: shareScopeSchema,
});
export type CreateShareInput = z.input<typeof createShareSchema>;
export type CreateShare = z.output<typeof createShareSchema>;

/** One share as its patient sees it (never its token or code): scope, expiry, opens. ISO instants. */
export const shareSchema = z.object({
  id: z.string(),
  label: phi(z.string()),
  scope: z.discriminatedUnion('type', [
    z.object({ type: z.literal('all') }),
    z.object({
      type: z.literal('items'),
      medical_record_ids: z.array(z.string()),
      lab_report_ids: z.array(z.string()),
      file_ids: z.array(z.string()),
    }),
  ]),
  status: z.enum(SHARE_STATUSES),
  code_protected: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  open_count: z.number().int().nonnegative(),
  first_opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** GET /api/shares: newest first. */
export const sharePageSchema = pageSchema(shareSchema);
export type SharePage = z.infer<typeof sharePageSchema>;

/**
 * 201 of POST /api/shares: the share, its link (`<BASE_URL>/s/<token>`) and
 * the access code, shown once: only their hashes are kept.
 */
export const createdShareSchema = z.object({
  share: shareSchema,
  url: z.string(),
  access_code: z.string().nullable(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** `:id` of a share route (anything else answers like another patient's id). */
export const shareIdParamsSchema = z.object({ id: z.uuid({ error: messageKey('sharing.shareNotFound') }) });

/** `:token` of the public routes; its form is checked by the service (a malformed one is "not valid"). */
export const shareTokenParamsSchema = z.object({ token: z.string().max(200) });

/** Body of POST /api/public/shares/:token: the access code when the link has one. */
export const openShareSchema = z.object({
  access_code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, messageKey('sharing.codeFormat'))
    .optional(),
});
export type OpenShare = z.infer<typeof openShareSchema>;

/** A shared file with its download link, valid SHARE_FILE_LINK_TTL_SECONDS and tied to the share. */
export const sharedFileSchema = prescriptionFileSchema.extend({
  url: z.string(),
  expires_at: z.string(),
});
export type SharedFile = z.infer<typeof sharedFileSchema>;

/** A shared medical record: what its detail page shows, files with shared links. */
export const sharedRecordSchema = medicalRecordSchema
  .omit({ prescription_files: true, title: true, description: true, record_type: true, created_at: true })
  .extend({ files: z.array(sharedFileSchema) });
export type SharedRecord = z.infer<typeof sharedRecordSchema>;

/** A shared lab report: its results with flags and its files with shared links. */
export const sharedLabReportSchema = labReportSchema
  .omit({ files: true, created_at: true })
  .extend({ files: z.array(sharedFileSchema) });
export type SharedLabReport = z.infer<typeof sharedLabReportSchema>;

/**
 * Who the summary is about. Allergies and conditions join here once personal
 * information holds them (docs/decisions/023-share-links.md: the lead wires them at merge).
 */
export const sharedPatientSchema = z.object({
  name: phi(z.string()),
  /** Whole years on the day the link is opened (from the date of birth, else the age entered). */
  age: phi(z.number().int().nullable()),
  blood_group: phi(z.string().nullable()),
  /** As the patient listed them on personal information (docs/product.md#screens-added-since-the-first-version). */
  allergies: phi(z.array(z.string())),
  chronic_conditions: phi(z.array(z.string())),
});
export type SharedPatient = z.infer<typeof sharedPatientSchema>;

/**
 * 200 of POST /api/public/shares/:token: the read-only summary, only what
 * the scope names. `files` are files shared on their own (not through their
 * record or report). Records newest visit first, reports newest first. `policy` and `scheme_cards`: the
 * active insurance policy and the scheme card numbers, only when the patient chose to show them on the
 * emergency card and share links (docs/decisions/056-government-schemes.md); else null and empty.
 */
export const publicShareSchema = z.object({
  shared_by: phi(z.string()),
  expires_at: z.string(),
  patient: sharedPatientSchema,
  policy: cardPolicySchema.nullable(),
  scheme_cards: z.array(cardSchemeSchema),
  medical_records: z.array(sharedRecordSchema),
  lab_reports: z.array(sharedLabReportSchema),
  files: z.array(sharedFileSchema),
});
export type PublicShare = z.infer<typeof publicShareSchema>;
