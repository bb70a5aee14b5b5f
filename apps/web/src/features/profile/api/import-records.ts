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

/** POST /api/import/preview: what a FHIR Bundle would add and skip, and whose it is (stores nothing). */
export function usePreviewFhirImport() {
  return useMutation({
    mutationFn: (bundle: unknown) => apiPost<FhirImportPreview>('/api/import/preview', bundle),
    meta: { errorToast: errorToast() },
  });
}

/**
 * POST /api/import: the Bundle's records into the patient, all or none; `confirmOtherPatient` when the
 * patient agreed to import another person's records. Every screen an import can change reloads.
 */
export function useImportFhir() {
  return useMutation({
    mutationFn: ({ bundle, confirmOtherPatient }: { bundle: unknown; confirmOtherPatient: boolean }) =>
      apiPost<FhirImportResult>(`/api/import?confirm_other_patient=${String(confirmOtherPatient)}`, bundle),
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
