import { type UpdateAbhaRequest, type Abha, ABHA_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('abha', ABHA_MESSAGES);

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
