import { AUTH_MESSAGES, type signUpFormSchema } from '@sehat/shared';
import type { z } from 'zod';
import { runAuthCall } from '@/lib/auth-call';
import { reloadSession } from '@/lib/session';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

type SignUpValues = z.output<typeof signUpFormSchema>;

/**
 * Creates the account (better-auth POST /api/auth/sign-up/email, name = full
 * name) and loads the session the server opens for it. Rejects with the
 * server's message, else 'An error occurred during sign up' (docs/product.md#messages).
 */
export async function signUp(values: SignUpValues): Promise<void> {
  await runAuthCall(
    (authClient) =>
      authClient.signUp.email({ name: values.fullName, email: values.email, password: values.password }),
    authMessages.signUpFailed,
  );
  await reloadSession();
}
