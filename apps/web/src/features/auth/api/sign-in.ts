import { AUTH_MESSAGES, type signInFormSchema } from '@sehat/shared';
import type { z } from 'zod';
import { runAuthCall } from '@/lib/auth-call';
import { reloadSession } from '@/lib/session';

type SignInValues = z.output<typeof signInFormSchema>;

/**
 * Signs in with e-mail and password (better-auth POST /api/auth/sign-in/email)
 * and loads the new session into the session store. Rejects with an Error whose
 * message is the server's, else 'An error occurred during sign in' (spec §8).
 */
export async function signIn(values: SignInValues): Promise<void> {
  await runAuthCall(
    (authClient) => authClient.signIn.email({ email: values.email, password: values.password }),
    AUTH_MESSAGES.signInFailed,
  );
  await reloadSession();
}
