import { i18n } from '@/lib/i18n/i18n';
import { type CreateMedicalRecord, type MedicalRecord, MEDICAL_HISTORY_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { medicalRecordPath } from './get-medical-record';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);

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
        rules: [{ status: 400, toast: serverMessage.under(M.requiredFieldsTitle) }],
        fallback: { title: i18n.t('medical-records:medicalRecordsApi.updateFailed') },
      },
    },
  });
}
