import { nomineeDue, type Nominee, type NomineeInput, type NomineeRequest } from '@sehat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiDeps } from '../../deps.js';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../errors/domain-errors.js';
import type { JobDefinition } from '../../jobs/index.js';
import { appendActivity } from '../activity/index.js';
import { mailLanguageOf } from '../mail/index.js';
import { nomineeRequestEmail } from './nominee-email.js';
import {
  deleteNominee,
  dueRequests,
  grantRequest,
  liveGrantAccount,
  liveGrantPatient,
  managingAccount,
  nominationsOf,
  nomineeOfPatient,
  refusePending,
  startRequest,
  upsertNominee,
  type NomineeRow,
} from './nominee.repository.js';

/** Where and when an action happened, for its activity-log entry. */
export interface ActionContext {
  now: Date;
  ip: string;
  userAgent: string | null;
}

/** How often the job grants requests whose waiting period ended, in minutes (so at most this late). */
const NOMINEE_JOB_EVERY_MINUTES = 15;

/** The job's queue name. */
const NOMINEE_ACCESS_JOB = 'nominee-access';

/** The latest request of a nominee row as the API shows it, or null when none was made. */
export function nomineeRequestOf(row: NomineeRow): NomineeRequest | null {
  if (!row.requestedAt) return null;
  return {
    requested_at: row.requestedAt.toISOString(),
    due_at: nomineeDue(row.requestedAt, row.waitDays).toISOString(),
    status: row.grantedAt ? 'granted' : row.refusedAt ? 'refused' : 'pending',
  };
}

/** The acting patient's nominee (GET /api/caregivers), or null. */
export async function nomineeOf(db: Db, patientId: string): Promise<Nominee | null> {
  const row = await nomineeOfPatient(db, patientId);
  if (!row) return null;
  return {
    grant_id: row.grantId,
    caregiver_name: row.caregiverName,
    wait_days: row.waitDays,
    request: nomineeRequestOf(row),
  };
}

/** The nominations the account holds, by patient id (GET /api/caregivers/held). */
export async function nominationsByPatient(db: Db, accountId: string) {
  const rows = await nominationsOf(db, accountId);
  return new Map(
    rows.map((row) => [row.patientId, { wait_days: row.waitDays, request: nomineeRequestOf(row) }]),
  );
}

/**
 * PUT /api/caregivers/nominee (docs/decisions/060-nominee.md): names the caregiver of the acting patient's
 * live grant `grant_id` their nominee with `wait_days`, replacing any other nominee (whose request ends
 * with it). 404 `caregivers.notFound` when the grant is not the patient's, revoked, expired or not started.
 */
export async function nameNominee(
  db: Db,
  namedBy: string,
  patientId: string,
  input: NomineeInput,
  now: Date,
): Promise<Nominee> {
  const accountId = await liveGrantAccount(db, patientId, input.grant_id, now);
  if (!accountId) throw notFound('caregivers.notFound');
  await upsertNominee(db, { patientId, accountId, waitDays: input.wait_days, namedBy, now });
  const nominee = await nomineeOf(db, patientId);
  if (!nominee) throw notFound('caregivers.notFound');
  return nominee;
}

/** DELETE /api/caregivers/nominee: the acting patient has no nominee any more; 404 when there was none. */
export async function removeNominee(db: Db, patientId: string): Promise<void> {
  if (!(await deleteNominee(db, patientId))) throw notFound('caregivers.notFound');
}

/**
 * POST /api/caregivers/held/:id/emergency-access (docs/decisions/060-nominee.md): the signed-in account,
 * holding live grant `grantId` and named its patient's nominee, asks for emergency access. In one
 * transaction the request starts, the patient's activity log gets `nominee_requested` (the nominee as the
 * actor) and the mail to the patient's managing account is queued; the bell shows it from the log.
 * 404 `caregivers.notFound` when the grant is not the account's live grant or the account is not the
 * nominee; 409 `caregivers.nomineeRequestOpen` when a request is pending or was granted.
 */
export async function requestEmergencyAccess(
  deps: Pick<ApiDeps, 'db' | 'outbox' | 'env'>,
  account: { id: string },
  grantId: string,
  context: ActionContext,
): Promise<NomineeRequest> {
  const { db } = deps;
  const { now } = context;
  const patientId = await liveGrantPatient(db, account.id, grantId, now);
  const nominee = patientId ? await nomineeOfPatient(db, patientId) : null;
  if (!patientId || !nominee || nominee.accountId !== account.id) throw notFound('caregivers.notFound');
  const manager = await managingAccount(db, patientId);
  if (!manager) throw notFound('caregivers.notFound');
  const language = await mailLanguageOf(db, manager.id);
  const link = `${deps.env.BASE_URL}/caregivers`;
  await db.transaction(async (tx) => {
    if (!(await startRequest(tx, patientId, account.id, now)))
      throw conflict('caregivers.nomineeRequestOpen', 'REQUEST_OPEN');
    await appendActivity(tx, {
      userId: patientId,
      kind: 'nominee_requested',
      subjectId: grantId,
      ip: context.ip,
      userAgent: context.userAgent,
      actorAccountId: account.id,
      at: now,
    });
    const mail = nomineeRequestEmail(manager.email, nominee.caregiverName, nominee.waitDays, link, language);
    await deps.outbox.enqueue(tx, mail, { userId: manager.id, now });
  });
  deps.outbox.deliverSoon();
  return {
    requested_at: now.toISOString(),
    due_at: nomineeDue(now, nominee.waitDays).toISOString(),
    status: 'pending',
  };
}

/**
 * POST /api/caregivers/nominee/refuse: the acting patient's side refuses the pending request within its
 * waiting period; the log gets `nominee_refused`. 404 `caregivers.notFound` when no request is pending;
 * 409 `caregivers.nomineeTooLate` once the period has ended (granted, or due and not yet granted by the job).
 */
export async function refuseEmergencyAccess(
  db: Db,
  patientId: string,
  context: ActionContext,
): Promise<void> {
  const { now } = context;
  const nominee = await nomineeOfPatient(db, patientId);
  const request = nominee ? nomineeRequestOf(nominee) : null;
  if (!nominee || !request || request.status === 'refused') throw notFound('caregivers.notFound');
  await db.transaction(async (tx) => {
    if (!(await refusePending(tx, patientId, now)))
      throw conflict('caregivers.nomineeTooLate', 'WAITING_PERIOD_ENDED');
    await appendActivity(tx, {
      userId: patientId,
      kind: 'nominee_refused',
      subjectId: nominee.grantId,
      ip: context.ip,
      userAgent: context.userAgent,
      at: now,
    });
  });
}

/**
 * Grants every request whose waiting period ended by `now` unrefused: the nominee's grant becomes viewer of
 * everything with no end, and the patient's log gets `nominee_granted` (the nominee as the actor), one
 * transaction each. Safe to repeat: a granted request is no longer pending. Returns how many were granted.
 */
export async function grantDueRequests(db: Db, now: Date): Promise<number> {
  let granted = 0;
  for (const due of await dueRequests(db, now)) {
    await db.transaction(async (tx) => {
      const grantId = await grantRequest(tx, due.patientId, due.accountId, now);
      if (!grantId) return;
      await appendActivity(tx, {
        userId: due.patientId,
        kind: 'nominee_granted',
        subjectId: grantId,
        actorAccountId: due.accountId,
        at: now,
      });
      granted += 1;
    });
  }
  return granted;
}

/** The job granting ended waiting periods (docs/decisions/060-nominee.md), every 15 minutes and at start. */
export function nomineeAccessJob(db: Db, log: FastifyBaseLogger): JobDefinition {
  return {
    name: NOMINEE_ACCESS_JOB,
    everyMinutes: NOMINEE_JOB_EVERY_MINUTES,
    runAtStart: true,
    async run(now) {
      const granted = await grantDueRequests(db, now);
      if (granted > 0) log.info({ granted }, 'granted nominee emergency access');
    },
  };
}
