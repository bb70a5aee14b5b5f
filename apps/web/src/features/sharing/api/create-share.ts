import { type CreateShare, type CreatedShare, SHARE_MESSAGES, GENERAL_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('sharing', SHARE_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/**
 * POST /api/shares → the share, its link and its code (shown once). A refusal shows the server's
 * sentence (an empty scope, another patient's id), anything else 'Failed to create the share link'.
 */
export function useCreateShare() {
  return useMutation({
    mutationFn: (body: CreateShare) => apiPost<CreatedShare>('/api/shares', body),
    meta: {
      invalidates: [queryKeys.shares.all],
      errorToast: {
        rules: [{ status: [400, 404], toast: serverMessage.under(generalMessages.errorTitle) }],
        fallback: { title: generalMessages.errorTitle, description: M.createFailed },
      },
    },
  });
}
