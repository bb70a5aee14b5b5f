import {
  changePasswordRequestSchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  type MessageRef,
} from '@sehat/shared';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { zodIssueMessage } from '../../plugins/error-mapping.js';
import { authRefusal } from './auth-response.js';
import { setSessionCookie } from 'better-auth/cookies';
import { isCommonPassword } from './common-passwords.js';

/** The user whose reset token a /reset-password request carries, found before the token is used up. */
const resetUserByRequest = new WeakMap<Request, string>();

const invalid = (message: MessageRef, code = 'VALIDATION_ERROR') => authRefusal('BAD_REQUEST', code, message);

async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw invalid('authServer.commonPassword', 'COMMON_PASSWORD');
}

/**
 * Runs before every better-auth endpoint. The server enforces the form rules
 * of docs/product.md#validation-rules with the shared schemas (one message, the product's sentence):
 * - POST /sign-up/email: name, e-mail format, password strength; the trimmed
 *   name and e-mail go on to better-auth.
 * - POST /reset-password: password strength; then remembers whose token it is
 *   so `afterAuthHook` can sign that browser in.
 * - All three password-setting calls refuse a password containing < > ' "
 *   (the sign-in form removes them, so such a password could never be used).
 * - POST /change-password: 6+ characters (docs/product.md#change-password); always signs
 *   out the other sessions (docs/architecture.md#d1-auth-with-better-auth), whatever the client asked.
 * - Then all three refuse a password on the common/breached list
 *   (common-passwords.ts) with 'This password is too common. Please choose another.'
 * Throws APIError 400 `{ code: 'VALIDATION_ERROR', message }` (docs/product.md#validation-rules) or
 * `{ code: 'COMMON_PASSWORD', message }`.
 */
export const beforeAuthHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path === '/sign-up/email') {
    const parsed = signUpRequestSchema.safeParse(ctx.body);
    if (!parsed.success) throw invalid(zodIssueMessage(parsed.error.issues[0]));
    await refuseCommonPassword(parsed.data.password);
    return { context: { body: { ...ctx.body, name: parsed.data.name, email: parsed.data.email } } };
  }
  if (ctx.path === '/change-password') {
    const parsed = changePasswordRequestSchema.safeParse(ctx.body);
    if (!parsed.success) throw invalid(zodIssueMessage(parsed.error.issues[0]));
    await refuseCommonPassword(parsed.data.newPassword);
    return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
  }
  if (ctx.path === '/reset-password') {
    const parsed = resetPasswordRequestSchema.safeParse(ctx.body);
    if (!parsed.success) throw invalid(zodIssueMessage(parsed.error.issues[0]));
    await refuseCommonPassword(parsed.data.newPassword);
    const verification = await ctx.context.internalAdapter.findVerificationValue(
      `reset-password:${parsed.data.token}`,
    );
    if (verification && ctx.request) resetUserByRequest.set(ctx.request, verification.value);
  }
  return undefined;
});

/**
 * Runs after every better-auth endpoint. After a successful POST
 * /reset-password (which revoked every session of the user), it opens one
 * fresh session and sets its cookie, so the browser that used the link lands
 * on /dashboard signed in (docs/product.md#reset-password) — unless the account has
 * two-factor sign-in on: then the new password must still be followed by a code.
 */
export const afterAuthHook = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/reset-password' || !ctx.request) return;
  const userId = resetUserByRequest.get(ctx.request);
  resetUserByRequest.delete(ctx.request);
  const returned: unknown = ctx.context.returned;
  const succeeded =
    !isAPIError(returned) &&
    typeof returned === 'object' &&
    returned !== null &&
    'status' in returned &&
    returned.status === true;
  if (!userId || !succeeded) return;
  const user = await ctx.context.internalAdapter.findUserById(userId);
  // With two-factor sign-in on, the reset link alone opens no session: the patient signs in with the code.
  if (!user || (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
  const session = await ctx.context.internalAdapter.createSession(userId);
  await setSessionCookie(ctx, { session, user });
});
