import type { User } from 'better-auth';
import type { onRequestAsyncHookHandler } from 'fastify';
import { notFound, unauthenticated } from '../../errors/domain-errors.js';
import type { SessionLookup, SessionPatient } from './session-lookup.js';

/**
 * The signed-in account, as routes behind the guard see it: `timeZone` is its IANA time zone
 * (`profiles.time_zone`), for "today" and every date window (decision 032). Account things (password,
 * two-factor, sign-in e-mail, erasure, language) use `id`; health data uses `request.patient.id`.
 */
export type SessionUser = Pick<User, 'id' | 'email'> & { timeZone: string };

/**
 * The patient the request acts for (docs/decisions/049-patients-apart-from-accounts.md): every health route
 * reads and writes this patient's data. `timeZone` is the managing account's.
 */
export type RequestPatient = SessionPatient & { timeZone: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard; present on every route registered inside the guarded /api scope. */
    user: SessionUser;
    /** Set by the session guard beside `user`: whose health data the request reads and writes. */
    patient: RequestPatient;
  }
}

/**
 * The session guard, added as an onRequest hook on the guarded /api scope:
 * every route there needs a valid better-auth session cookie, checked with
 * one database statement (session-lookup.ts). No cookie, a garbage or ended
 * one (idle or past its lifetime) → 401 `{ error: { code: 'UNAUTHORIZED',
 * message: 'Please sign in.' } }`, a dead cookie cleared. The database
 * unreachable → 503 with Retry-After (db/db-errors.ts), never 401, and no
 * cookie change. A signed-in request naming (`X-Sehat-Patient`, else the `sehat_patient` cookie) a patient
 * the account cannot act for, or a malformed id → 404 `NOT_FOUND` (never 403, never the account's own patient).
 */
export function requireSession(lookup: SessionLookup): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const account = await lookup(request, reply);
    if (!account) throw unauthenticated();
    request.user = { id: account.id, email: account.email, timeZone: account.time_zone };
    if (!account.patient) throw notFound();
    request.patient = { ...account.patient, timeZone: account.time_zone };
  };
}
