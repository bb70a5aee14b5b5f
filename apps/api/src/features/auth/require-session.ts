import type { User } from 'better-auth';
import type { onRequestAsyncHookHandler } from 'fastify';
import { databaseUnavailable, isDatabaseUnavailable } from '../../db/db-errors.js';
import { unauthenticated } from '../../errors/domain-errors.js';
import type { Auth } from './auth.js';
import { toFetchHeaders } from './fetch-headers.js';

/** The signed-in patient, as routes behind the guard see it. */
export type SessionUser = Pick<User, 'id' | 'email'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard; present on every route registered inside the guarded /api scope. */
    user: SessionUser;
  }
}

/**
 * The session guard, added as an onRequest hook on the guarded /api scope:
 * every route there needs a valid better-auth session cookie. No cookie, a
 * garbage or expired one (idle or past its lifetime: session-lifetime.ts runs
 * inside `getSession`) → 401 `{ error: { code: 'UNAUTHORIZED', message:
 * 'Please sign in.' } }`. Any Set-Cookie better-auth answers is passed on.
 * The database unreachable → 503 with Retry-After (db/db-errors.ts), never
 * 401, and no cookie change.
 */
export function requireSession(auth: Auth): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const result = await auth.api
      .getSession({ headers: toFetchHeaders(request.headers), returnHeaders: true })
      .catch((error: unknown) => {
        // A database outage is not a signed-out patient: 503 with Retry-After, and the cookie stays.
        if (isDatabaseUnavailable(error)) throw databaseUnavailable(error);
        request.log.info({ err: error }, 'session lookup refused');
        return null;
      });
    const session = result?.response;
    if (!session) throw unauthenticated();
    const cookies = result.headers?.getSetCookie() ?? [];
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    request.user = { id: session.user.id, email: session.user.email };
  };
}
