import { FAMILY_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client';
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
 * server's message. An invitation still open for the member is replaced (the family list is read again).
 */
export function useHandOver() {
  return useMutation({
    mutationFn: ({ id, email }: { id: string; email: string }) =>
      apiPost<{ id: string }>(`/api/family/${id}/handover`, { email }),
    meta: { invalidates: [queryKeys.family.all], errorToast: refusal },
  });
}

/**
 * DELETE /api/family/:id/handover: withdraws the family member's open hand-over invitation; the mailed link
 * stops working. The family list (which shows the open invitation) is read again.
 */
export function useWithdrawHandover() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/family/${id}/handover`, { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.family.all],
      errorToast: { ...refusal, fallback: { title: M.handoverWithdrawFailed } },
    },
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
