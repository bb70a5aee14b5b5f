import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { authRefusal } from './auth-response.js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Db } from '../../db/index.js';
import { checkAccountPassword } from './account-password.js';
import { SIGN_IN_LOCKOUT } from './sign-in-lockout.js';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS, type SecondFactor } from './two-factor-codes.js';

/** What happened to a patient's two-factor sign-in, for the activity log. Never the code itself. */
export interface TwoFactorEvent {
  userId: string;
  kind: 'enabled' | 'disabled' | 'refused' | 'signed_in';
  /** The request the event came from: its client address header and browser. */
  request: Request | undefined;
}
export type TwoFactorEvents = (event: TwoFactorEvent) => Promise<void>;

const VERIFY_TOTP = '/two-factor/verify-totp';
const VERIFY_BACKUP_CODE = '/two-factor/verify-backup-code';
const DISABLE = '/two-factor/disable';
/** The second step of a sign-in and the codes that turn 2FA on: rate-limited per address like sign-in. */
export const TWO_FACTOR_RATE_LIMITS = {
  [VERIFY_TOTP]: { window: 60, max: 5 },
  [VERIFY_BACKUP_CODE]: { window: 60, max: 5 },
  [DISABLE]: { window: 60, max: 5 },
} as const;
/**
 * The plugin's endpoints Sehat does not offer: reading the secret or minting new backup codes with the
 * password alone would let a stolen password turn 2FA off; there is no e-mail/SMS code channel.
 */
export const TWO_FACTOR_DISABLED_PATHS = [
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
];

/** better-auth's code for a second step locked after too many refused codes (its 429 names no wait). */
const ACCOUNT_LOCKED = 'ACCOUNT_TEMPORARILY_LOCKED';

const codeRefused = (outcome: 'wrong' | 'replayed') =>
  outcome === 'replayed'
    ? authRefusal('UNAUTHORIZED', 'CODE_ALREADY_USED', 'twoFactor.codeReplayed')
    : authRefusal('UNAUTHORIZED', 'INVALID_CODE', 'twoFactor.invalidCode');

/**
 * better-auth's twoFactor plugin as Sehat uses it (docs/decisions/027-two-factor-sign-in.md): TOTP only (6 digits, 30 s, issuer
 * 'Sehat'), 10 backup codes stored encrypted, no trusted devices, and its account lockout matched to the
 * sign-in lockout (5 refused codes in a row lock the second step for 15 minutes).
 */
export function twoFactorPlugin(): BetterAuthPlugin {
  return twoFactor({
    issuer: 'Sehat',
    totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
    backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
    accountLockout: {
      maxFailedAttempts: SIGN_IN_LOCKOUT.max,
      durationSeconds: SIGN_IN_LOCKOUT.windowSeconds,
    },
  });
}

interface Pending {
  userId: string;
  /** Signed in and 2FA still off: this code completes the enrolment. */
  enrolling: boolean;
  /** No session: this code is the second step of a sign-in. */
  signingIn: boolean;
}

/** Whose second step this is: the signed-in patient, else the one the sign-in's `two_factor` cookie names. */
async function pendingOf(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]) {
  const session = await getSessionFromCtx(ctx);
  if (session) {
    const on = (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
    return { userId: session.user.id, enrolling: !on, signingIn: false };
  }
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return challenge ? { userId: challenge.value, enrolling: false, signingIn: true } : null;
}

/**
 * Sehat's rules around the plugin (docs/decisions/027):
 * - a TOTP code is accepted once: its time-step is claimed before the plugin checks it, so a replay (the
 *   same step again, or an older one) is refused 401 `CODE_ALREADY_USED` (the plugin alone would accept it
 *   again within its window);
 * - trusted devices are refused (`trustDevice` is forced off);
 * - turning 2FA off needs the password AND a current code (`{ password, code }`; the plugin asks only the
 *   password): 400 `VALIDATION_ERROR` without a 6-digit code, 401 `INVALID_CODE`/`CODE_ALREADY_USED`;
 * - while the plugin's lock lasts, its 429 carries `Retry-After`: the seconds the lock has left;
 * - `events` hears of every enrolment, disabling, refused code and sign-in completed by a second step.
 */
export function twoFactorGuard(
  db: Db,
  secondFactor: SecondFactor,
  events: TwoFactorEvents,
): BetterAuthPlugin {
  const pending = new WeakMap<Request, Pending>();
  const disabling = new WeakMap<Request, string>();
  const isVerify = (ctx: { path?: string }) => ctx.path === VERIFY_TOTP || ctx.path === VERIFY_BACKUP_CODE;
  const refuse = async (userId: string, request: Request | undefined, outcome: 'wrong' | 'replayed') => {
    await events({ userId, kind: 'refused', request });
    throw codeRefused(outcome);
  };
  return {
    id: 'sehat-two-factor-guard',
    hooks: {
      before: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const who = await pendingOf(ctx);
            const body: Record<string, unknown> = {
              ...(ctx.body as Record<string, unknown>),
              trustDevice: false,
            };
            if (!who || !ctx.request) return { context: { body } };
            pending.set(ctx.request, who);
            if (ctx.path === VERIFY_TOTP && typeof body.code === 'string') {
              // Only a right code is claimed; a wrong one goes on to the plugin, which counts the failure.
              const outcome = await secondFactor.check(who.userId, body.code);
              if (outcome === 'replayed') await refuse(who.userId, ctx.request, outcome);
            }
            return { context: { body } };
          }),
        },
        {
          matcher: (ctx) => ctx.path === DISABLE,
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            const { password, code } = (ctx.body ?? {}) as { password?: unknown; code?: unknown };
            // No session or a wrong password: the plugin refuses it as it always does.
            if (!session || typeof password !== 'string' || !ctx.request) return;
            disabling.set(ctx.request, session.user.id);
            if (!(await checkAccountPassword(db, session.user.id, password))) return;
            if (typeof code !== 'string' || !new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code.trim()))
              throw authRefusal('BAD_REQUEST', 'VALIDATION_ERROR', 'twoFactor.codeRequired');
            const outcome = await secondFactor.check(session.user.id, code.trim());
            if (outcome !== 'accepted') await refuse(session.user.id, ctx.request, outcome);
          }),
        },
      ],
      after: [
        {
          matcher: isVerify,
          handler: createAuthMiddleware(async (ctx) => {
            const who = ctx.request ? pending.get(ctx.request) : undefined;
            if (!who || !ctx.request) return;
            pending.delete(ctx.request);
            const returned: unknown = ctx.context.returned;
            if (isAPIError(returned)) {
              await events({ userId: who.userId, kind: 'refused', request: ctx.request });
              // The plugin's terse messages, in the words of the sign-in form.
              if (returned.body?.code === 'INVALID_CODE') throw codeRefused('wrong');
              if (returned.body?.code === 'INVALID_BACKUP_CODE')
                throw authRefusal('UNAUTHORIZED', 'INVALID_BACKUP_CODE', 'twoFactor.invalidBackupCode');
              // The plugin's lock names no wait (the 429 fallback would say 60 s): say what is left of it.
              if (returned.body?.code === ACCOUNT_LOCKED) {
                const seconds = await secondFactor.lockedForSeconds(who.userId);
                if (seconds > 0)
                  throw new APIError('TOO_MANY_REQUESTS', returned.body, { 'Retry-After': String(seconds) });
              }
              return;
            }
            if (who.enrolling && ctx.path === VERIFY_TOTP)
              await events({ userId: who.userId, kind: 'enabled', request: ctx.request });
            else if (who.signingIn)
              await events({ userId: who.userId, kind: 'signed_in', request: ctx.request });
          }),
        },
        {
          matcher: (ctx) => ctx.path === DISABLE,
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.request ? disabling.get(ctx.request) : undefined;
            if (ctx.request) disabling.delete(ctx.request);
            if (userId && !isAPIError(ctx.context.returned))
              await events({ userId, kind: 'disabled', request: ctx.request });
          }),
        },
      ],
    },
  };
}
