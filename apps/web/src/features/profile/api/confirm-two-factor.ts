import { TWO_FACTOR_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { runAuthCall } from '@/lib/auth-call';
import { queryKeys } from '@/lib/queries/keys';
import { twoFactorErrors } from './start-two-factor';

/** Finishes enrolment with a code from the app (POST …/verify-totp): two-factor sign-in is then on. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: async (code: string) => {
      await runAuthCall(
        (authClient) => authClient.twoFactor.verifyTotp({ code }),
        TWO_FACTOR_MESSAGES.failed,
      );
    },
    meta: { errorToast: twoFactorErrors, invalidates: [queryKeys.profile.all] },
  });
}
