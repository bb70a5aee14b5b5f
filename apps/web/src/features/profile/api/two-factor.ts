import { TWO_FACTOR_MESSAGES, type TwoFactorDisableForm } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { runAuthCall } from '@/lib/auth-call';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/** A refused two-factor change: the server's reason (wrong password, wrong or used code) under a general line. */
const twoFactorErrors: ErrorPolicy = {
  rules: [{ toast: serverMessage.under(TWO_FACTOR_MESSAGES.failed) }],
  fallback: { title: TWO_FACTOR_MESSAGES.failed },
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
        TWO_FACTOR_MESSAGES.failed,
      );
      if (!data || !('totpURI' in data) || !data.totpURI || !data.backupCodes)
        throw new Error(TWO_FACTOR_MESSAGES.failed);
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
    meta: { errorToast: twoFactorErrors },
  });
}

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

/** Turns two-factor sign-in off (POST …/disable with the password AND a current code). */
export function useDisableTwoFactor() {
  return useMutation({
    mutationFn: async (body: TwoFactorDisableForm) => {
      await runAuthCall(
        (authClient) =>
          authClient.$fetch<{ status: boolean }>('/two-factor/disable', { method: 'POST', body }),
        TWO_FACTOR_MESSAGES.failed,
      );
    },
    meta: { errorToast: twoFactorErrors, invalidates: [queryKeys.profile.all] },
  });
}
