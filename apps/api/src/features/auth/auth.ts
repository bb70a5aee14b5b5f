import { languageFromCookieHeader, PASSWORD_MAX_LENGTH, PROFILE_PASSWORD_MIN_LENGTH } from '@sehat/shared';
import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import { currentTransaction, trackTransactions, type Db } from '../../db/index.js';
import { account, rateLimit, session, twoFactor, user, verification } from '../../db/schema/index.js';
import { createAttemptCounter } from '../../rate-limit/attempt-counter.js';
import { mailLanguageOf, type MailOutbox } from '../mail/index.js';
import { createProfileForAccount } from '../profile/index.js';
import { afterAuthHook, beforeAuthHook } from './auth-hooks.js';
import { hashPassword, verifyPassword } from './password-hashing.js';
import { RESET_TOKEN_TTL_SECONDS, resetPasswordEmail } from './reset-password-email.js';
import { sessionLifetime } from './session-lifetime.js';
import { signInLockout } from './sign-in-lockout.js';
import { createSecondFactor } from './two-factor-codes.js';
import {
  TWO_FACTOR_DISABLED_PATHS,
  TWO_FACTOR_RATE_LIMITS,
  twoFactorGuard,
  twoFactorPlugin,
  type TwoFactorEvents,
} from './two-factor.js';

/** Where better-auth is mounted (its every endpoint: /api/auth/sign-in/email, ...). */
export const AUTH_BASE_PATH = '/api/auth';
/** The page a reset link finally opens, with `?token=` or `?error=INVALID_TOKEN` (docs/product.md#screens-and-routes). */
const RESET_PAGE_PATH = '/auth/reset';
/**
 * Header carrying the client IP to better-auth. Set by our Fastify route from
 * `request.ip` (the socket address, or X-Forwarded-For only when TRUST_PROXY),
 * replacing whatever the client sent.
 */
export const CLIENT_IP_HEADER = 'x-sehat-client-ip';

/**
 * Per-IP limits (window in seconds) on the endpoints attackers hammer; every
 * other auth endpoint allows 100 requests per 10 s. Counters live in the
 * database, shared by all API instances.
 */
export const AUTH_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 5 },
  '/sign-up/email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 3 },
  ...TWO_FACTOR_RATE_LIMITS,
} as const;

export interface AuthDependencies {
  env: Env;
  db: Db;
  /** Where the reset mail is queued (the durable outbox). */
  outbox: MailOutbox;
  logger: FastifyBaseLogger;
  secret: string;
  /** The app's clock: session idle/lifetime checks and the sign-in lockout window. */
  now: () => Date;
  /** Plugins of other features that listen to account events (the activity log). */
  plugins?: BetterAuthPlugin[];
  /** Hears of 2FA enrolments, disablings, refused codes and 2FA sign-ins (the activity log). */
  twoFactorEvents?: TwoFactorEvents;
}

/**
 * Session cookie names: `__Host-sehat.*` on https (Secure, Path=/, no Domain:
 * bound to this exact origin), `sehat.*` on plain http (the prefix needs Secure).
 */
function cookiePrefix(https: boolean): string {
  return https ? '__Host-sehat' : 'sehat';
}

/** The session cookie's name on https and on http (better-auth names it `<prefix>.session_token`). */
export const SESSION_COOKIE_NAMES = [true, false].map((https) => `${cookiePrefix(https)}.session_token`);

/**
 * better-auth for Sehat (docs/architecture.md#d1-auth-with-better-auth, docs/architecture.md#d14-sessions): e-mail +
 * password with argon2id; sessions in an httpOnly SameSite=Lax cookie
 * (`__Host-`, Secure on https) that end after SESSION_IDLE_MINUTES unused or
 * SESSION_MAX_HOURS after sign-in (session-lifetime.ts); 30-minute
 * single-use reset links mailed through `outbox`, every session revoked on reset;
 * database rate limits per address plus the per-account sign-in lockout
 * (sign-in-lockout.ts); the origin check on in every environment. Sign-up
 * creates the profile in the same transaction as the user. Two-factor sign-in
 * (TOTP, backup codes) by better-auth's twoFactor plugin with Sehat's replay
 * protection and disabling rule (two-factor.ts, docs/decisions/027).
 */
export function createAuth({
  env,
  db,
  outbox,
  logger,
  secret,
  now,
  plugins = [],
  twoFactorEvents = async () => {},
}: AuthDependencies) {
  const https = env.BASE_URL.startsWith('https:');
  const lifetimeSeconds = env.SESSION_MAX_HOURS * 60 * 60;
  return betterAuth({
    appName: 'Sehat',
    baseURL: env.BASE_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(trackTransactions(db), {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // The floor is the profile change-password minimum (6, docs/product.md#validation-rules); sign-up and reset are held
      // to 8 with a letter and a digit by beforeAuthHook (both readings of docs/product.md stand).
      minPasswordLength: PROFILE_PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      /**
       * Queues the reset mail in the outbox, committed before the request answers (better-auth wrote the
       * token's row just before; docs/decisions/040-mail-outbox.md says why that is "the same transaction"
       * here), then asks for delivery at once. Neither the link nor the address is logged, in any mode.
       */
      async sendResetPassword({ user: account, token }) {
        const url = `${env.BASE_URL}${AUTH_BASE_PATH}/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent(RESET_PAGE_PATH)}`;
        const language = await mailLanguageOf(db, account.id);
        const mail = resetPasswordEmail(account.email, account.name, url, language);
        await outbox.enqueue(db, mail, { userId: account.id, now: now() });
        outbox.deliverSoon();
        logger.info({ userId: account.id }, 'reset mail queued');
      },
    },
    // expiresAt (and the cookie's Max-Age) is the absolute cap; the idle timeout is session-lifetime.ts's.
    session: { expiresIn: lifetimeSeconds, disableSessionRefresh: true },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 10,
      max: 100,
      customRules: { ...AUTH_RATE_LIMITS },
    },
    trustedOrigins: [env.BASE_URL, ...env.TRUSTED_ORIGINS].map((origin) => new URL(origin).origin),
    advanced: {
      disableOriginCheck: false,
      // better-auth's own Secure prefix would be `__Secure-`; ours is in the name (cookiePrefix).
      useSecureCookies: false,
      cookiePrefix: cookiePrefix(https),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      account: {
        create: {
          /** Inside the sign-up transaction, right after the user row: the profile joins it. */
          async before(newAccount, context) {
            if (newAccount.providerId !== 'credential') return;
            const tx = currentTransaction();
            if (!tx) throw new Error('Sign-up must run in a database transaction');
            // The language picked on the landing page (its cookie) becomes the profile's (docs/decisions/029-languages.md).
            const language = languageFromCookieHeader(context?.headers?.get('cookie')) ?? 'en';
            await createProfileForAccount(tx, newAccount.userId, undefined, language);
          },
        },
      },
    },
    hooks: { before: beforeAuthHook, after: afterAuthHook },
    disabledPaths: TWO_FACTOR_DISABLED_PATHS,
    plugins: [
      sessionLifetime({
        db,
        now,
        idleMinutes: env.SESSION_IDLE_MINUTES,
        maxHours: env.SESSION_MAX_HOURS,
      }),
      signInLockout(createAttemptCounter(db, now)),
      // Before `plugins`: its after-hook withholds the session of a sign-in that still needs a code.
      twoFactorPlugin(),
      twoFactorGuard(db, createSecondFactor(db, secret, now), twoFactorEvents),
      ...plugins,
    ],
    // Unexpected (non-API) errors propagate to Fastify's error handler: logged, answered with the generic 500.
    onAPIError: { throw: true },
    logger: authLogger(logger, env.LOG_LEVEL),
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's log lines go to Fastify's pino logger. */
function authLogger(logger: FastifyBaseLogger, level: Env['LOG_LEVEL']) {
  const authLevel =
    level === 'debug' || level === 'trace'
      ? 'debug'
      : level === 'warn'
        ? 'warn'
        : level === 'info'
          ? 'info'
          : 'error';
  return {
    disabled: level === 'silent',
    level: authLevel,
    log(logLevel: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const [first] = args;
      const details = first instanceof Error ? { err: first } : args.length > 0 ? { details: args } : {};
      logger[logLevel]({ component: 'better-auth', ...details }, message);
    },
  } as const;
}
