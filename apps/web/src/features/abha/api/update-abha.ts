import { ABHA_MESSAGES as M, type UpdateAbhaRequest, type Abha } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/** PUT /api/abha; the profile and the emergency card show the ABHA too, so they refresh. */
export function useUpdateAbha() {
  return useMutation({
    mutationFn: (body: UpdateAbhaRequest) => apiRequest<Abha>('/api/abha', { method: 'PUT', body }),
    meta: {
      invalidates: [queryKeys.abha.all, queryKeys.profile.all, queryKeys.emergencyCard.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}
