import { FHIR_IMPORT_MESSAGES, type FhirImportPreview, type FhirImportResult } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('fhirImport', FHIR_IMPORT_MESSAGES);

const errorToast = {
  rules: [{ status: 'client' as const, toast: serverMessage.asTitle }],
  fallback: { title: M.importFailed },
};

/** POST /api/import/preview: what a FHIR Bundle would add and skip, and whose it is (stores nothing). */
export function usePreviewFhirImport() {
  return useMutation({
    mutationFn: (bundle: unknown) => apiPost<FhirImportPreview>('/api/import/preview', bundle),
    meta: { errorToast },
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
      errorToast,
    },
  });
}
