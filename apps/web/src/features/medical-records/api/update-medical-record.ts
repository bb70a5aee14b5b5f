import { i18n } from '@/lib/i18n/i18n';
import { MEDICAL_HISTORY_MESSAGES as M, type CreateMedicalRecord, type MedicalRecord } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogueParts } from '@/lib/catalogue-toast';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { medicalRecordPath } from './get-medical-record';

/** Everything a changed or deleted record moves: lists, prescriptions, follow-ups, counts and the bell. */
export const RECORD_DEPENDENTS = [
  queryKeys.medicalRecords.all,
  queryKeys.prescriptions.all,
  queryKeys.upcomingVisits.all,
  queryKeys.dashboard.all,
  queryKeys.shell.all,
] as const;

/**
 * PUT /api/medical-records/:id with every field (files change through their own routes). A
 * refused field (a visit date in the future, a follow-up before the visit) shows the server's
 * reason under 'Validation Error'; the form also puts it under the field.
 */
export function useUpdateMedicalRecord(id: string) {
  return useMutation({
    mutationFn: (fields: CreateMedicalRecord) =>
      apiRequest<MedicalRecord>(medicalRecordPath(id), { method: 'PUT', body: fields }),
    meta: {
      invalidates: RECORD_DEPENDENTS,
      errorToast: {
        rules: [{ status: 400, toast: serverMessage.under(catalogueParts(M.requiredFields).title) }],
        fallback: { title: i18n.t('medical-records:medicalRecordsApi.updateFailed') },
      },
    },
  });
}
