import type { FhirImportPreview, FhirImportResult } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiUpload } from '@/lib/api-client';
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
 * Sends `source` to `/api/import` (the Bundle as JSON) or `/api/import/archive` (the ZIP uploaded in
 * `archive`, as every other file is sent), then `tail`; resolves with the answer typed `T`.
 */
function send<T>(source: ImportSource, tail: string): Promise<T> {
  if ('archive' in source) {
    const form = new FormData();
    form.append('archive', source.archive);
    return apiUpload<T>(`/api/import/archive${tail}`, form);
  }
  return apiPost<T>(`/api/import${tail}`, source.bundle);
}

/**
 * POST /api/import/preview (or /api/import/archive/preview): what a FHIR Bundle or an export ZIP would add,
 * with which files, and skip, and whose it is (stores nothing).
 */
export function usePreviewFhirImport() {
  return useMutation({
    mutationFn: (source: ImportSource) => send<FhirImportPreview>(source, '/preview'),
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
      send<FhirImportResult>(source, `?confirm_other_patient=${String(confirmOtherPatient)}`),
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
