import { i18n } from '@/lib/i18n/i18n';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/**
 * DELETE /api/clinics/:clinic_id: one of the patient's clinics goes; records, visits and claims
 * that name it keep its name. Lists of clinics and hospitals follow.
 */
export function useDeleteClinic(clinicId: string) {
  return useMutation({
    mutationFn: () => apiRequest(`/api/clinics/${encodeURIComponent(clinicId)}`, { method: 'DELETE' }),
    meta: {
      // Not the open hospital page, which would refetch a 404 before it leaves.
      invalidates: [queryKeys.clinics.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: i18n.t('hospitals:hospitalsApi.deleteFailed') },
      },
    },
  });
}
