import type { FhirImportPreview, FhirImportResult } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { i18n } from '@/lib/i18n/i18n';
import { queryKeys } from '@/lib/queries/keys';

/** A refusal (not a Bundle, another person's…) is the toast's title; anything else reads the same. */
const errorToast = () => ({
  rules: [{ status: 'client' as const, toast: serverMessage.asTitle }],
  fallback: { title: i18n.t('profile:importRecordsCard.failed') },
});

/**
 * What is imported: a FHIR Bundle read from a .json file, or Sehat's export ZIP, uploaded as a file (its
 * files come along; docs/decisions/058-importing-fhir.md#the-export-zip).
 */
export type ImportSource = { bundle: unknown } | { archive: File };

/**
 * The endpoint a source goes to (`/api/import` or `/api/import/archive`, then `tail`) and its body: the
 * Bundle as JSON, the ZIP as a multipart upload in `archive`, as every other file is sent.
 */
function request(source: ImportSource, tail: string): [string, unknown] {
  if ('archive' in source) {
    const form = new FormData();
    form.append('archive', source.archive, source.archive.name);
    return [`/api/import/archive${tail}`, form];
  }
  return [`/api/import${tail}`, source.bundle];
}

/**
 * POST /api/import/preview (or /api/import/archive/preview): what a FHIR Bundle or an export ZIP would add,
 * with which files, and skip, and whose it is (stores nothing).
 */
export function usePreviewFhirImport() {
  return useMutation({
    mutationFn: (source: ImportSource) => apiPost<FhirImportPreview>(...request(source, '/preview')),
    meta: { errorToast: errorToast() },
  });
}

/**
 * POST /api/import (or /api/import/archive): the records into the patient, all or none; `confirmOtherPatient`
 * when the patient agreed to import another person's records. Every screen an import can change reloads.
 */
export function useImportFhir() {
  return useMutation({
    mutationFn: ({ source, confirmOtherPatient }: { source: ImportSource; confirmOtherPatient: boolean }) =>
      apiPost<FhirImportResult>(...request(source, `?confirm_other_patient=${String(confirmOtherPatient)}`)),
    meta: {
      invalidates: [
        queryKeys.dashboard.all,
        queryKeys.medicalRecords.all,
        queryKeys.prescriptions.all,
        queryKeys.labReports.all,
        queryKeys.labTrends.all,
        queryKeys.upcomingVisits.all,
        queryKeys.vaccinations.all,
        queryKeys.activity.all,
      ],
      errorToast: errorToast(),
    },
  });
}
