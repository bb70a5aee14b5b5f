import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { session } from '../../db/schema/index.js';

/** How the session's last activity is tracked: at most one write per session per minute. */
export const ACTIVITY_RESOLUTION_SECONDS = 60;

export interface SessionLifetimeOptions {
  db: Db;
  /** The app's clock. */
  now: () => Date;
  /** SESSION_IDLE_MINUTES: a session unused this long ends. */
  idleMinutes: number;
  /** SESSION_MAX_HOURS: a session ends this long after sign-in, however active. */
  maxHours: number;
}

/** Why a session is over at `at`, or null while it is alive. */
function sessionEnded(
  row: { createdAt: Date; updatedAt: Date },
  at: Date,
  { idleMinutes, maxHours }: Pick<SessionLifetimeOptions, 'idleMinutes' | 'maxHours'>,
): 'idle' | 'lifetime' | null {
  if (at.getTime() - row.createdAt.getTime() >= maxHours * 3_600_000) return 'lifetime';
  if (at.getTime() - row.updatedAt.getTime() >= idleMinutes * 60_000) return 'idle';
  return null;
}

/**
 * better-auth plugin enforcing the idle timeout and the absolute lifetime
 * (OWASP ASVS 3.3.2 level 2; docs/decisions/013-session-lifetime.md)
 * with the app's clock. better-auth itself is configured with
 * `expiresIn` = the absolute lifetime and no sliding refresh, so its own
 * `expiresAt` (and the cookie's Max-Age) is the hard cap; the session row's
 * `updatedAt` is the last activity.
 *
 * Before EVERY better-auth call that carries a session cookie, including the
 * `auth.api.getSession` of the API's session guard, so the web app's
 * get-session and the API always agree:
 * - a session past either limit is deleted, so better-auth then answers as
 *   for no session (get-session `null` and the cookie cleared; 401 elsewhere);
 * - a live one has its last activity moved to now (when older than a minute).
 */
export function sessionLifetime(options: SessionLifetimeOptions): BetterAuthPlugin {
  const { db, now } = options;
  return {
    id: 'sehat-session-lifetime',
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const cookie = ctx.context.authCookies.sessionToken.name;
            const token = await ctx.getSignedCookie(cookie, ctx.context.secret);
            if (!token) return;
            const [row] = await db
              .select({ createdAt: session.createdAt, updatedAt: session.updatedAt })
              .from(session)
              .where(eq(session.token, token));
            if (!row) return;
            const at = now();
            if (sessionEnded(row, at, options)) {
              await db.delete(session).where(eq(session.token, token));
              return;
            }
            if (at.getTime() - row.updatedAt.getTime() >= ACTIVITY_RESOLUTION_SECONDS * 1000)
              await db.update(session).set({ updatedAt: at }).where(eq(session.token, token));
          }),
        },
      ],
    },
  };
}
