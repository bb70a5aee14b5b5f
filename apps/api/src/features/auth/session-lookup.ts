import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@sehat/shared';
import { parseCookies } from 'better-auth/cookies';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { profiles, session, user } from '../../db/schema/index.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../../db/db-errors.js';
import type { Auth } from './auth.js';
import { ACTIVITY_RESOLUTION_SECONDS } from './session-lifetime.js';

/** The signed-in patient as the session lookup finds them. */
interface SessionAccount {
  id: string;
  email: string;
  name: string;
  /** `profiles.time_zone` (IANA), 'Asia/Kolkata' for an account without a profile (decision 032). */
  time_zone: string;
}

export interface SessionLookupOptions {
  auth: Auth;
  db: Db;
  /** The app's clock. */
  now: () => Date;
  /** SESSION_IDLE_MINUTES. */
  idleMinutes: number;
  /** SESSION_MAX_HOURS. */
  maxHours: number;
}

/** Reads the signed-in patient of a request, or null; clears a cookie whose session is gone. */
export type SessionLookup = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionAccount | null>;

/** The session token of a better-auth signed cookie value (`token.base64(HMAC-SHA256)`), or null if forged. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session check of every signed-in API request in ONE database statement (docs/decisions/037-screen-data-with-the-shell.md):
 * verifies the better-auth cookie's signature in memory, then, in one round trip, reads the session
 * with its user and the patient's time zone, deletes it when it is past the idle timeout, the absolute lifetime or better-auth's
 * `expiresAt`, and otherwise records the activity (at most once a minute): the same rules as
 * session-lifetime.ts (docs/decisions/013-session-lifetime.md), with the app's clock. No cookie → null
 * without a query. A cookie whose session is unknown or ended → null and the cookie cleared. The
 * database unreachable → 503 (db/db-errors.ts), never "signed out". No cookie cache: a revoked session
 * ends at once.
 */
export function createSessionLookup({
  auth,
  db,
  now,
  idleMinutes,
  maxHours,
}: SessionLookupOptions): SessionLookup {
  const context = auth.$context;
  return async (request, reply) => {
    const { authCookies, secret } = await context;
    const cookie = authCookies.sessionToken;
    const value = parseCookies(request.headers.cookie ?? '').get(cookie.name);
    if (value === undefined) return null;
    const token = verifiedToken(value, secret);
    const account =
      token === null ? null : await findLiveSession(db, token, now(), { idleMinutes, maxHours });
    if (!account) {
      const { path = '/', sameSite = 'lax', secure, httpOnly = true } = cookie.attributes;
      const attributes = [
        `Path=${path}`,
        `SameSite=${String(sameSite)}`,
        httpOnly && 'HttpOnly',
        secure && 'Secure',
      ];
      reply.header('set-cookie', [`${cookie.name}=; Max-Age=0`, ...attributes.filter(Boolean)].join('; '));
    }
    return account;
  };
}

/** One statement: the live session's user, ending an expired session and touching a live one. */
async function findLiveSession(
  db: Db,
  token: string,
  at: Date,
  { idleMinutes, maxHours }: { idleMinutes: number; maxHours: number },
): Promise<SessionAccount | null> {
  try {
    const [row] = await liveSession(db).execute({
      token,
      now: at.toISOString(),
      bornAfter: new Date(at.getTime() - maxHours * 3_600_000).toISOString(),
      usedAfter: new Date(at.getTime() - idleMinutes * 60_000).toISOString(),
      touchBefore: new Date(at.getTime() - ACTIVITY_RESOLUTION_SECONDS * 1000).toISOString(),
    });
    return row ?? null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw databaseUnavailable(error);
    throw error;
  }
}

/** A session row is alive: born within the lifetime, used within the idle timeout, not past `expires_at`. */
const alive = (table: string) => {
  const t = sql.raw(table);
  return sql`${t}.created_at > ${sql.placeholder('bornAfter')}::timestamptz and ${t}.updated_at > ${sql.placeholder('usedAfter')}::timestamptz and ${t}.expires_at > ${sql.placeholder('now')}::timestamptz`;
};

/**
 * The lookup as one prepared statement (built once per database: `db/prepared.ts`): the ended session
 * deleted and a live one touched in data-modifying CTEs, and the live session's user with the patient's
 * time zone selected.
 */
const liveSession = preparedFor((db) => {
  const token = sql.placeholder('token');
  const ended = db
    .$with('ended', { token: sql<string>`token` })
    .as(sql`delete from "session" where token = ${token} and not (${alive('"session"')}) returning token`);
  const touched = db.$with('touched', { token: sql<string>`token` }).as(
    sql`update "session" set updated_at = ${sql.placeholder('now')}::timestamptz
        where token = ${token} and ${alive('"session"')} and updated_at <= ${sql.placeholder('touchBefore')}::timestamptz returning token`,
  );
  return db
    .with(ended, touched)
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      time_zone: sql<string>`coalesce(${profiles.timeZone}, ${DEFAULT_TIME_ZONE})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(session.token, token), alive('"session"')))
    .prepare('session_lookup');
});
