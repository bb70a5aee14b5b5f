import { AUTH_MESSAGES } from '@sehat/shared';
import { runAuthCall } from '@/lib/auth-call';
import { reloadSession } from '@/lib/session';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

/**
 * Sets the new password with the e-mailed token (better-auth POST
 * /api/auth/reset-password), then re-reads the session the API may have opened.
 * Resolves true when the browser is now signed in. Rejects with the server's
 * message, else 'Failed to update password' (docs/product.md#reset-page-messages).
 */
export async function resetPassword(input: { newPassword: string; token: string }): Promise<boolean> {
  await runAuthCall(
    (authClient) => authClient.resetPassword({ newPassword: input.newPassword, token: input.token }),
    authMessages.resetFailed,
  );
  return (await reloadSession()) !== null;
}
