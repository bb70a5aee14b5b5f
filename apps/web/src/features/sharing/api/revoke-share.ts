import { type Share, SHARE_MESSAGES, GENERAL_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('sharing', SHARE_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/** POST /api/shares/:id/revoke: the link stops working at once. */
export function useRevokeShare() {
  return useMutation({
    mutationFn: (id: string) => apiPost<Share>(`/api/shares/${encodeURIComponent(id)}/revoke`, undefined),
    meta: {
      invalidates: [queryKeys.shares.all],
      errorToast: { fallback: { title: generalMessages.errorTitle, description: M.revokeFailed } },
    },
  });
}
