import { FAMILY_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('family', FAMILY_MESSAGES);
const refusal = {
  rules: [{ status: 'client' as const, toast: serverMessage.asTitle }],
  fallback: { title: M.handoverFailed },
};

/**
 * POST /api/family/:id/handover { email } (docs/decisions/057-handing-over-a-profile.md): mails that address
 * a link to take the family member over. A refusal (their own e-mail, not a family member) shows the
 * server's message.
 */
export function useHandOver() {
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      apiPost<{ id: string }>(`/api/family/${id}/handover`, { email }),
    meta: { errorToast: refusal },
  });
}

/**
 * POST /api/family/handover/accept { token }: the signed-in account's own patient becomes the handed-over
 * profile. Every cached query was the old own patient's, so all of them are dropped by the caller.
 */
export function useAcceptHandover() {
  return useMutation({
    mutationFn: (token: string) => apiPost<null>('/api/family/handover/accept', { token }),
    meta: { invalidates: [queryKeys.family.all], errorToast: refusal },
  });
}
