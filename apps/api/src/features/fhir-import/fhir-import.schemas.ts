/**
 * The zod schemas of the FHIR import's answers and query (docs/decisions/058-importing-fhir.md). They live with
 * the API, not in the shared package: the screens read the answers' types only (`FhirImportPreview`,
 * `FhirImportResult` in the shared contract), and a shared schema would load with every screen.
 */
import {
  FHIR_FILE_HOLDERS,
  FHIR_IMPORT_KINDS,
  FHIR_SKIP_REASONS,
  phi,
  type FhirImportPreview,
  type FhirImportResult,
} from '@sehat/shared';
import { z } from 'zod';

/** One count of what an import adds (or added): `{ kind, count }`. */
const importCountSchema = z.object({ kind: z.enum(FHIR_IMPORT_KINDS), count: z.number().int().positive() });

/**
 * POST /api/import/preview's answer: the Bundle's patient (name and `yyyy-MM-dd` birth date as written,
 * null when absent; `matches` false when they differ from the patient the import lands in), what would be
 * added, each file that comes along (its sanitised name, the kind of record it is attached to), and what is skipped: per resource type and reason (a `fhirImport.skip*` message key), how many.
 */
export const fhirImportPreviewSchema: z.ZodType<FhirImportPreview> = z.object({
  patient: z.object({
    name: phi(z.string().nullable()),
    birth_date: phi(z.string().nullable()),
    matches: z.boolean(),
  }),
  add: z.array(importCountSchema),
  documents: z.array(z.object({ name: phi(z.string()), holder: z.enum(FHIR_FILE_HOLDERS) })),
  skipped: z.array(
    z.object({
      resourceType: z.string(),
      reason: z.enum(FHIR_SKIP_REASONS),
      count: z.number().int().positive(),
    }),
  ),
});

/** POST /api/import's answer (201): what was added, per kind. */
export const fhirImportResultSchema: z.ZodType<FhirImportResult> = z.object({
  added: z.array(importCountSchema),
});

/** POST /api/import's query: `confirm_other_patient=true` imports a Bundle about another person. */
export const fhirImportQuerySchema = z.object({
  confirm_other_patient: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
