import { PROFILE_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { runAuthCall } from '@/lib/auth-call';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

/**
 * Changes the password through better-auth (POST /api/auth/change-password):
 * the server checks the current password, and every other session of the
 * patient is signed out (docs/architecture.md#d1-auth-with-better-auth). Rejects with the
 * server's message, else 'Failed to update password.' (docs/product.md#messages).
 */
async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await runAuthCall(
    (authClient) =>
      authClient.changePassword({
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      }),
    profileMessages.passwordFailed,
  );
}

/** What a refused password change shows (docs/product.md#profile-messages). */
export const changePasswordErrors: ErrorPolicy = {
  rules: [{ toast: serverMessage.under(profileMessages.passwordFailed) }],
  fallback: { title: profileMessages.passwordFailed },
};

/** The change; a refusal is 'Failed to update password.' with the server's reason under it (docs/product.md#messages). */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: {
      errorToast: changePasswordErrors,
    },
  });
}
