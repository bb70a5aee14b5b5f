import { TWO_FACTOR_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { runAuthCall, AuthCallError } from '@/lib/auth-call';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';

const twoFactorMessages = messageGroup('twoFactor', TWO_FACTOR_MESSAGES);

/** A refused two-factor change: the server's reason (wrong password, wrong or used code) under a general line. */
export const twoFactorErrors: ErrorPolicy = {
  rules: [{ toast: serverMessage.under(twoFactorMessages.failed) }],
  fallback: { title: twoFactorMessages.failed },
};

/** What enrolment's first step answers: the otpauth:// URI to show as a QR code, and 10 backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/**
 * Starts enrolment (POST /api/auth/two-factor/enable with the password): a new secret, not yet in force
 * until a code from it is verified (useConfirmTwoFactor).
 */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: async (password: string): Promise<TwoFactorSetup> => {
      const data = await runAuthCall(
        (authClient) => authClient.twoFactor.enable({ password }),
        twoFactorMessages.failed,
      );
      if (!data || !('totpURI' in data) || !data.totpURI || !data.backupCodes)
        throw new AuthCallError(twoFactorMessages.failed);
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
    meta: { errorToast: twoFactorErrors },
  });
}
