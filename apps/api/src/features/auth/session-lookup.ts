import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  CARE_CATEGORIES,
  DEFAULT_TIME_ZONE,
  PATIENT_COOKIE,
  PATIENT_HEADER,
  patientHeaderSchema,
  type CareCategory,
  type CareRole,
  type PatientRole,
} from '@sehat/shared';
import { parseCookies } from 'better-auth/cookies';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { preparedFor } from '../../db/prepared.js';
import { careGrants, patients, profiles, session, user } from '../../db/schema/index.js';
import { databaseUnavailable, isDatabaseUnavailable } from '../../db/db-errors.js';
import type { Auth } from './auth.js';
import { ACTIVITY_RESOLUTION_SECONDS } from './session-lifetime.js';

/**
 * The patient a request acts for (docs/decisions/049-patients-apart-from-accounts.md): the account's own
 * (`role: 'self'`), a family member it manages (`'manager'`), or a patient whose live grant the account
 * holds (`'viewer' | 'editor' | 'emergency'`, docs/decisions/051-caregivers.md). `name` is the patient's
 * display name; `categories` what the request may reach (every category for self and manager).
 */
export interface SessionPatient {
  id: string;
  name: string;
  relationship: string;
  role: PatientRole;
  categories: readonly CareCategory[];
}

/** The signed-in account as the session lookup finds it, with the patient the request acts for. */
interface SessionAccount {
  id: string;
  email: string;
  name: string;
  /** The account's `profiles.time_zone` (IANA), 'Asia/Kolkata' without a profile (decision 032). */
  time_zone: string;
  /**
   * The patient named by the `X-Sehat-Patient` header (else the `sehat_patient` cookie, else the account's
   * own); null when the account cannot act for the one named (or the value is malformed): the guard answers 404.
   */
  patient: SessionPatient | null;
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

/** Reads the signed-in account of a request and its patient, or null; clears a cookie whose session is gone. */
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
 * with its user, the account's time zone and the patient the request acts for (`patientChoice`), deletes it when it is past the idle timeout, the absolute lifetime or better-auth's
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
    const choice = patientChoice(request);
    const account =
      token === null ? null : await findLiveSession(db, token, choice.id, now(), { idleMinutes, maxHours });
    if (account && !account.patient && choice.from === 'cookie') {
      // A cookie naming a patient the account no longer acts for (a removed family member): forgotten, so the
      // next request is the account's own patient; this one is still a 404.
      reply.header('set-cookie', `${PATIENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    }
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

/**
 * Which patient the request names: the `X-Sehat-Patient` header, else the `sehat_patient` cookie (a
 * server-rendered page: the screen renderer passes the browser's cookies), else none (the account's own).
 * A malformed value becomes '' — no patient has that id, so the request is a 404, never a 500.
 */
function patientChoice(request: FastifyRequest): { id: string | null; from: 'header' | 'cookie' | null } {
  const header = request.headers[PATIENT_HEADER];
  if (header !== undefined) {
    const value = Array.isArray(header) ? '' : header;
    return { id: patientHeaderSchema.safeParse(value).success ? value : '', from: 'header' };
  }
  const cookie = parseCookies(request.headers.cookie ?? '').get(PATIENT_COOKIE);
  if (cookie === undefined || cookie === '') return { id: null, from: null };
  return { id: patientHeaderSchema.safeParse(cookie).success ? cookie : '', from: 'cookie' };
}

/** One statement: the live session's user and patient, ending an expired session and touching a live one. */
async function findLiveSession(
  db: Db,
  token: string,
  patient: string | null,
  at: Date,
  { idleMinutes, maxHours }: { idleMinutes: number; maxHours: number },
): Promise<SessionAccount | null> {
  try {
    const [row] = await liveSession(db).execute({
      token,
      patient,
      now: at.toISOString(),
      bornAfter: new Date(at.getTime() - maxHours * 3_600_000).toISOString(),
      usedAfter: new Date(at.getTime() - idleMinutes * 60_000).toISOString(),
      touchBefore: new Date(at.getTime() - ACTIVITY_RESOLUTION_SECONDS * 1000).toISOString(),
    });
    if (!row) return null;
    const { patient_id, patient_name, patient_relationship, patient_account, grant_role, grant_categories } =
      row;
    const { id, email, name, time_zone } = row;
    const managed = patient_account === id;
    return {
      id,
      email,
      name,
      time_zone,
      patient:
        patient_id === null
          ? null
          : {
              id: patient_id,
              name: patient_name ?? name,
              relationship: patient_relationship ?? 'self',
              role: managed ? (patient_id === id ? 'self' : 'manager') : (grant_role as CareRole),
              categories: managed ? CARE_CATEGORIES : ((grant_categories ?? []) as CareCategory[]),
            },
    };
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
 * deleted and a live one touched in data-modifying CTEs, and the live session's user with the account's
 * time zone and the patient it acts for selected: the patient whose id is `patient` and whose managing
 * account is the session's (or, `patient` null, the account's own), or whom the session's account holds a
 * live grant for (not revoked, `starts_at` ≤ now < `expires_at`: docs/decisions/051-caregivers.md). The
 * access decision of every signed-in request is this join (docs/decisions/049-patients-apart-from-accounts.md);
 * no match → patient columns null. At most one unrevoked grant per pair (a partial unique index), so the
 * grant join adds no rows.
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
  const patient = sql`${sql.placeholder('patient')}::text`;
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const patientProfile = alias(profiles, 'patient_profile');
  return db
    .with(ended, touched)
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      time_zone: sql<string>`coalesce(${profiles.timeZone}, ${DEFAULT_TIME_ZONE})`,
      patient_id: patients.id,
      patient_name: sql<string | null>`coalesce(${patientProfile.displayName}, ${patientProfile.fullName})`,
      patient_relationship: patients.relationship,
      patient_account: patients.accountId,
      grant_role: careGrants.role,
      grant_categories: careGrants.categories,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(
      careGrants,
      and(
        eq(careGrants.accountId, user.id),
        sql`${careGrants.patientId} = ${patient}`,
        isNull(careGrants.revokedAt),
        sql`${careGrants.startsAt} <= ${now} and ${careGrants.expiresAt} > ${now}`,
      ),
    )
    .leftJoin(
      patients,
      and(
        // The account's own patient has the account's id (decision 049): one primary-key lookup either way.
        sql`${patients.id} = coalesce(${patient}, ${user.id})`,
        or(eq(patients.accountId, user.id), eq(patients.id, careGrants.patientId)),
      ),
    )
    .leftJoin(patientProfile, eq(patientProfile.userId, patients.id))
    .where(and(eq(session.token, token), alive('"session"')))
    .prepare('session_lookup');
});
