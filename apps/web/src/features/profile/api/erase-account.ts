import { ACCOUNT_MESSAGES, type EraseAccountRequest } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { reloadSession, sessionEnd } from '@/lib/session';
import { messageGroup } from '@/lib/i18n/messages';

const accountMessages = messageGroup('account', ACCOUNT_MESSAGES);

/** What a refused erasure shows: the server's reason (wrong password, too many tries), else a general line. */
const eraseAccountErrors: ErrorPolicy = {
  rules: [{ status: [400, 429], toast: serverMessage.under(accountMessages.eraseFailed) }],
  fallback: { title: accountMessages.eraseFailed },
};

/**
 * POST /api/account/erase with the patient's password (docs/decisions/024-erasure-export-activity-log.md): on
 * 204 every row, file and session is gone; the session (the shell query) is read again, so the route guard leaves for /
 * (as after a sign-out: no page to return to).
 */
export function useEraseAccount() {
  return useMutation({
    mutationFn: async (body: EraseAccountRequest) => {
      await apiPost('/api/account/erase', body);
      sessionEnd.signedOut = true;
      await reloadSession();
    },
    meta: { errorToast: eraseAccountErrors },
  });
}
