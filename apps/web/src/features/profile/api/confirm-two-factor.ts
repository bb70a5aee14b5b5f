import { TWO_FACTOR_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { runAuthCall } from '@/lib/auth-call';
import { queryKeys } from '@/lib/queries/keys';
import { twoFactorErrors } from './start-two-factor';
import { messageGroup } from '@/lib/i18n/messages';

const twoFactorMessages = messageGroup('twoFactor', TWO_FACTOR_MESSAGES);

/** Finishes enrolment with a code from the app (POST …/verify-totp): two-factor sign-in is then on. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => {
      await runAuthCall((authClient) => authClient.twoFactor.verifyTotp({ code }), twoFactorMessages.failed);
    },
    meta: { errorToast: twoFactorErrors, invalidates: [queryKeys.profile.all] },
  });
}
