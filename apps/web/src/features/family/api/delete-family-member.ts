import { FAMILY_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('family', FAMILY_MESSAGES);

/** DELETE /api/family/:id: the member with all their records and files. */
export function useDeleteFamilyMember() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/family/${id}`, { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.family.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.removeFailed },
      },
    },
  });
}
