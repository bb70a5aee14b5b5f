import { PROFILE_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { authClient, runAuthCall } from '@/lib/auth-client';

/**
 * Changes the password through better-auth (POST /api/auth/change-password):
 * the server checks the current password, and every other session of the
 * patient is signed out (ARCHITECTURE.md decision 1). Rejects with the
 * server's message, else 'Failed to update password.' (spec §8).
 */
async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  await runAuthCall(
    () =>
      authClient.changePassword({
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      }),
    PROFILE_MESSAGES.passwordFailed,
  );
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
