import type { ActivityKind } from '@sehat/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/index.js';
import { CLIENT_IP_HEADER, type TwoFactorEvent, type TwoFactorEvents } from '../auth/index.js';
import { appendActivity } from './activity-log.repository.js';

const SIGN_IN = '/sign-in/email';
const SIGN_UP = '/sign-up/email';
const CHANGE_PASSWORD = '/change-password';
const RESET_PASSWORD = '/reset-password';

/** Where a request came from, as the log keeps it. */
function whereOf(request: Request | undefined) {
  return {
    ip: request?.headers.get(CLIENT_IP_HEADER) ?? null,
    userAgent: request?.headers.get('user-agent') ?? null,
  };
}

const TWO_FACTOR_KINDS = {
  enabled: 'two_factor_enabled',
  disabled: 'two_factor_disabled',
  refused: 'two_factor_failed',
  signed_in: 'sign_in',
} as const satisfies Record<TwoFactorEvent['kind'], ActivityKind>;

/**
 * The activity entries of two-factor sign-in (docs/decisions/024-erasure-export-activity-log.md, docs/decisions/027-two-factor-sign-in.md):
 * `two_factor_enabled`, `two_factor_disabled`, `two_factor_failed` for a refused code (wrong, replayed,
 * stale) and `sign_in` once a sign-in's second step succeeds (the password alone opens no session then).
 */
export function twoFactorActivityLog(db: Db): TwoFactorEvents {
  return async ({ userId, kind, request }) => {
    await appendActivity(db, { userId, kind: TWO_FACTOR_KINDS[kind], ...whereOf(request) });
  };
}

function succeeded(returned: unknown): boolean {
  return !isAPIError(returned) && returned !== null && returned !== undefined;
}

/**
 * better-auth plugin that appends the account events to the activity log (docs/decisions/024-erasure-export-activity-log.md): `sign_in` after a sign-in or sign-up that opened a session, `sign_in_failed` after a
 * wrong password for an existing account (an unknown e-mail has no log to write to), `password_changed`
 * after a change or a reset. Address and browser come from the request. Nothing the patient typed is kept.
 */
export function authActivityLog(db: Db): BetterAuthPlugin {
  const resetUsers = new WeakMap<Request, string>();
  return {
    id: 'sehat-activity-log',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === RESET_PASSWORD,
          // Whose token it is must be read before better-auth uses it up.
          handler: createAuthMiddleware(async (ctx) => {
            const token: unknown = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== 'string' || !ctx.request) return;
            const verification = await ctx.context.internalAdapter.findVerificationValue(
              `reset-password:${token}`,
            );
            if (verification) resetUsers.set(ctx.request, verification.value);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => [SIGN_IN, SIGN_UP, CHANGE_PASSWORD, RESET_PASSWORD].includes(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const request = ctx.request;
            const where = whereOf(request);
            const returned: unknown = ctx.context.returned;
            if (ctx.path === SIGN_IN && isAPIError(returned) && returned.statusCode === 401) {
              const email: unknown = (ctx.body as { email?: unknown } | undefined)?.email;
              const found =
                typeof email === 'string' ? await ctx.context.internalAdapter.findUserByEmail(email) : null;
              if (found)
                await appendActivity(db, { userId: found.user.id, kind: 'sign_in_failed', ...where });
              return;
            }
            if (!succeeded(returned)) return;
            if (ctx.path === SIGN_IN || ctx.path === SIGN_UP) {
              const userId = ctx.context.newSession?.user.id;
              if (userId) await appendActivity(db, { userId, kind: 'sign_in', ...where });
            } else if (ctx.path === CHANGE_PASSWORD) {
              const userId = ctx.context.session?.user.id;
              if (userId) await appendActivity(db, { userId, kind: 'password_changed', ...where });
            } else {
              const userId = request ? resetUsers.get(request) : undefined;
              if (userId) await appendActivity(db, { userId, kind: 'password_changed', ...where });
            }
          }),
        },
      ],
    },
  };
}
