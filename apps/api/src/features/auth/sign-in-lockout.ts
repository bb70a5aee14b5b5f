import { createHash } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { authRefusal } from './auth-response.js';
import type { AttemptCounter, CounterRule } from '../../rate-limit/attempt-counter.js';

/**
 * At most 5 failed sign-ins per account per 15 minutes, from any number of
 * addresses (docs/decisions/014-guessing-and-rate-limits.md; docs/decisions/014-guessing-and-rate-limits.md).
 * The per-address limit of AUTH_RATE_LIMITS stays on top of this.
 */
export const SIGN_IN_LOCKOUT: CounterRule = { max: 5, windowSeconds: 15 * 60 };

/** The 429 body while an account is locked: the same whether the account exists or not. */
export const SIGN_IN_LOCKED = {
  code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
  key: 'authServer.tooManySignInAttempts',
} as const;

const SIGN_IN_PATH = '/sign-in/email';

/**
 * The counter key of an account: the e-mail trimmed, NFKC-normalised and
 * lower-cased (as better-auth stores it), hashed so the table never holds the
 * addresses people typed.
 */
function signInAccountKey(email: string): string {
  const normalised = email.trim().normalize('NFKC').toLowerCase();
  return `sign-in:${createHash('sha256').update(normalised).digest('hex')}`;
}

interface PendingAttempt {
  key: string;
  windowStartedAt: Date;
}

/**
 * better-auth plugin: every POST /sign-in/email first reserves one attempt on
 * its account's counter (atomically, so parallel guesses cannot slip past the
 * limit); past the limit it answers 429 `SIGN_IN_LOCKED` with `Retry-After`
 * (seconds until the window closes) and the password is not even checked, so
 * the right one is refused too. After the call, an attempt that did not end
 * in 401 (wrong e-mail or password) is given back: only failures count.
 */
export function signInLockout(counter: AttemptCounter): BetterAuthPlugin {
  const pending = new WeakMap<Request, PendingAttempt>();
  const isSignIn = (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH;
  return {
    id: 'sehat-sign-in-lockout',
    hooks: {
      before: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
            if (typeof email !== 'string' || !ctx.request) return;
            const key = signInAccountKey(email);
            const hit = await counter.hit(key, SIGN_IN_LOCKOUT);
            if (!hit.allowed)
              throw authRefusal('TOO_MANY_REQUESTS', SIGN_IN_LOCKED.code, SIGN_IN_LOCKED.key, {
                'Retry-After': String(hit.retryAfterSeconds),
              });
            pending.set(ctx.request, { key, windowStartedAt: hit.windowStartedAt });
          }),
        },
      ],
      after: [
        {
          matcher: isSignIn,
          handler: createAuthMiddleware(async (ctx) => {
            const attempt = ctx.request ? pending.get(ctx.request) : undefined;
            if (!attempt || !ctx.request) return;
            pending.delete(ctx.request);
            const returned: unknown = ctx.context.returned;
            const failed = isAPIError(returned) && returned.statusCode === 401;
            if (!failed) await counter.release(attempt.key, attempt.windowStartedAt);
          }),
        },
      ],
    },
  };
}
