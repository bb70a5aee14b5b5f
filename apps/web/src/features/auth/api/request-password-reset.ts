import { AUTH_MESSAGES, type forgotPasswordFormSchema } from '@sehat/shared';
import type { z } from 'zod';
import { runAuthCall } from '@/lib/auth-call';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

type ForgotPasswordValues = z.output<typeof forgotPasswordFormSchema>;

/** Where the e-mailed link lands (docs/product.md#data-calls: redirect to /auth/reset). */
const RESET_PAGE_PATH = '/auth/reset';

/**
 * Asks for a reset e-mail (better-auth POST /api/auth/request-password-reset).
 * Rejects with the server's message, else 'Failed to send reset email' (docs/product.md#messages).
 */
export async function requestPasswordReset(values: ForgotPasswordValues): Promise<void> {
  await runAuthCall(
    (authClient) => authClient.requestPasswordReset({ email: values.email, redirectTo: RESET_PAGE_PATH }),
    authMessages.resetEmailFailed,
  );
}
