import { TWO_FACTOR_MESSAGES, type TwoFactorDisableForm } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { runAuthCall } from '@/lib/auth-call';
import { queryKeys } from '@/lib/queries/keys';
import { twoFactorErrors } from './start-two-factor';
import { messageGroup } from '@/lib/i18n/messages';

const twoFactorMessages = messageGroup('twoFactor', TWO_FACTOR_MESSAGES);

/** Turns two-factor sign-in off (POST …/disable with the password AND a current code). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: async (body: TwoFactorDisableForm) => {
      await runAuthCall(
        (authClient) =>
          authClient.$fetch<{ status: boolean }>('/two-factor/disable', { method: 'POST', body }),
        twoFactorMessages.failed,
      );
    },
    meta: { errorToast: twoFactorErrors, invalidates: [queryKeys.profile.all] },
  });
}
