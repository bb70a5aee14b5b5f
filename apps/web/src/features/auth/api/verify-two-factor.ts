import { AUTH_MESSAGES } from '@sehat/shared';
import { runAuthCall } from '@/lib/auth-call';
import { reloadSession } from '@/lib/session';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

/**
 * The second step of a sign-in with two-factor on (docs/decisions/027-two-factor-sign-in.md): a 6-digit code from the authenticator
 * app (POST /api/auth/two-factor/verify-totp) or one backup code (…/verify-backup-code, used up), checked
 * against the pending sign-in's cookie; then the session is loaded. Rejects with the server's message
 * (wrong code, code already used, too many attempts), else 'An error occurred during sign in'.
 */
export async function verifySignInCode(kind: 'totp' | 'backup', code: string): Promise<void> {
  await runAuthCall(
    (authClient) =>
      kind === 'totp'
        ? authClient.twoFactor.verifyTotp({ code })
        : authClient.twoFactor.verifyBackupCode({ code }),
    authMessages.signInFailed,
  );
  await reloadSession();
}
