import { i18n } from '@/lib/i18n/i18n';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { medicalRecordPath } from './get-medical-record';
import { RECORD_DEPENDENTS } from './update-medical-record';

/**
 * DELETE /api/medical-records/:id: the record and its files go; dashboard, bell and lists follow
 * (not the open detail, which would refetch a 404 before the page leaves).
 */
export function useDeleteMedicalRecord(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(medicalRecordPath(id), { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.medicalRecords.lists, ...RECORD_DEPENDENTS.slice(1)],
      errorToast: { fallback: { title: i18n.t('medical-records:medicalRecordsApi.deleteFailed') } },
    },
  });
}
