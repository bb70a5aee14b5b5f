import { AUTH_MESSAGES, type signInFormSchema } from '@sehat/shared';
import type { z } from 'zod';
import { runAuthCall } from '@/lib/auth-call';
import { reloadSession } from '@/lib/session';
import { messageGroup } from '@/lib/i18n/messages';

const authMessages = messageGroup('auth', AUTH_MESSAGES);

type SignInValues = z.output<typeof signInFormSchema>;

/**
 * Signs in with e-mail and password (better-auth POST /api/auth/sign-in/email)
 * and loads the new session into the shell query. Resolves `needsCode` when
 * the account has two-factor sign-in on: no session yet, the code step follows
 * (verify-two-factor.ts). Rejects with an Error whose message is the server's,
 * else 'An error occurred during sign in' (docs/product.md#messages).
 */
export async function signIn(values: SignInValues): Promise<{ needsCode: boolean }> {
  const data: unknown = await runAuthCall(
    (authClient) => authClient.signIn.email({ email: values.email, password: values.password }),
    authMessages.signInFailed,
  );
  if (typeof data === 'object' && data !== null && 'twoFactorRedirect' in data && data.twoFactorRedirect)
    return { needsCode: true };
  await reloadSession();
  return { needsCode: false };
}
