import type { User } from 'better-auth';
import type { onRequestAsyncHookHandler } from 'fastify';
import { unauthenticated } from '../../errors/domain-errors.js';
import type { SessionLookup } from './session-lookup.js';

/**
 * The signed-in patient, as routes behind the guard see it: `timeZone` is their IANA time zone
 * (`profiles.time_zone`), for "today" and every date window (decision 032).
 */
export type SessionUser = Pick<User, 'id' | 'email'> & { timeZone: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard; present on every route registered inside the guarded /api scope. */
    user: SessionUser;
  }
}

/**
 * The session guard, added as an onRequest hook on the guarded /api scope:
 * every route there needs a valid better-auth session cookie, checked with
 * one database statement (session-lookup.ts). No cookie, a garbage or ended
 * one (idle or past its lifetime) → 401 `{ error: { code: 'UNAUTHORIZED',
 * message: 'Please sign in.' } }`, a dead cookie cleared. The database
 * unreachable → 503 with Retry-After (db/db-errors.ts), never 401, and no
 * cookie change.
 */
export function requireSession(lookup: SessionLookup): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const account = await lookup(request, reply);
    if (!account) throw unauthenticated();
    request.user = { id: account.id, email: account.email, timeZone: account.time_zone };
  };
}
