import type { ActivityKind } from '@sehat/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/index.js';
import { isCareRole } from '@sehat/shared';
import { policyKey, ROUTE_POLICY } from '../../plugins/route-policy.js';
import { appendActivity, appendReadOnce } from './activity-log.repository.js';

/** A caregiver's read of one screen is logged at most once in this long (appendReadOnce's minute). */
const READ_ONCE_MS = 60_000;

/**
 * Which successful guarded request is which activity (docs/decisions/024-erasure-export-activity-log.md), by
 * method and route pattern. The one place a new route joins the log. A route whose answer names no row
 * gives its fixed subject too: an export's format (never any of its content). An entry is in the log of the
 * patient the request acts for, or (`onAccount`) of the account's own patient (its id is the account's).
 */
const ACTIVITY_BY_ROUTE: Readonly<
  Record<string, ActivityKind | { kind: ActivityKind; subject?: string; onAccount?: true }>
> = {
  'POST /api/medical-records': 'record_created',
  'PUT /api/medical-records/:id': 'record_updated',
  'POST /api/medical-records/:id/files': 'record_updated',
  'DELETE /api/medical-records/:id/files/:fileName': 'record_updated',
  'DELETE /api/medical-records/:id': 'record_deleted',
  'POST /api/lab-reports': 'lab_report_created',
  'PUT /api/lab-reports/:id': 'lab_report_updated',
  'DELETE /api/lab-reports/:id': 'lab_report_deleted',
  'POST /api/claims': 'claim_created',
  'PUT /api/claims/:id': 'claim_updated',
  'PUT /api/claims/:id/policy': 'claim_updated',
  'DELETE /api/claims/:id': 'claim_deleted',
  'POST /api/insurance-policies': 'policy_created',
  'POST /api/insurance-policies/:id/renew': 'policy_created',
  'PUT /api/insurance-policies/:id': 'policy_updated',
  'DELETE /api/insurance-policies/:id': 'policy_deleted',
  'POST /api/government-schemes': 'scheme_card_created',
  'PUT /api/government-schemes/:id': 'scheme_card_updated',
  'DELETE /api/government-schemes/:id': 'scheme_card_deleted',
  'POST /api/readings': 'reading_created',
  'POST /api/readings/import': { kind: 'reading_created', subject: 'csv' },
  'PUT /api/readings/:id': 'reading_updated',
  'DELETE /api/readings/:id': 'reading_deleted',
  'POST /api/medicines': 'medicine_created',
  'PUT /api/medicines/:id': 'medicine_updated',
  'DELETE /api/medicines/:id': 'medicine_deleted',
  'PUT /api/medicines/:id/doses': 'dose_recorded',
  'POST /api/vaccinations': 'vaccination_created',
  'PUT /api/vaccinations/:id': 'vaccination_updated',
  'DELETE /api/vaccinations/:id': 'vaccination_deleted',
  'GET /api/files/:bucket/*': 'file_downloaded',
  'GET /api/export/fhir': { kind: 'data_exported', subject: 'fhir' },
  'GET /api/export/summary.pdf': { kind: 'data_exported', subject: 'pdf' },
  'GET /api/export/archive.zip': { kind: 'data_exported', subject: 'zip' },
  'POST /api/import': { kind: 'records_imported', subject: 'fhir' },
  'POST /api/shares': 'share_created',
  'POST /api/shares/:id/revoke': 'share_revoked',
  // The family is the account's: these go in the log of the account's own patient, whoever is open.
  'POST /api/family': { kind: 'family_member_added', onAccount: true },
  'PUT /api/family/:id': { kind: 'family_member_updated', onAccount: true },
  'DELETE /api/family/:id': { kind: 'family_member_removed', onAccount: true },
};

/**
 * The id of what the request touched: the `:id` of the path, else the `id` of the created row's JSON (or
 * of its `share`, for POST /api/shares).
 */
function subjectOf(request: FastifyRequest, payload: unknown): string | null {
  const params = request.params as { id?: unknown; bucket?: unknown } | undefined;
  if (typeof params?.id === 'string') return params.id;
  if (typeof params?.bucket === 'string') return params.bucket;
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    const body = JSON.parse(payload) as { id?: unknown; share?: { id?: unknown } };
    const id = body.id ?? body.share?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** True when a GET route reads the patient's data (not only the signed-in account's: ROUTE_POLICY). */
function readsThePatient(route: string): boolean {
  const policy = ROUTE_POLICY[policyKey('GET', route)];
  return policy !== undefined && policy.need !== 'account';
}

/**
 * Adds the activity log to a guarded scope: every 2xx answer of a route in ACTIVITY_BY_ROUTE appends one
 * entry (patient, kind, the touched row's id, address, browser, and the caregiver's account when a
 * caregiver acted) before the answer leaves; a caregiver's other successful GET of the patient's data
 * appends a `caregiver_read` of that screen, once a minute at most (a read this process appended within
 * the minute sends no statement). A failure to append is logged without values and never fails the
 * patient's request.
 */
export function registerActivityLog(scope: FastifyInstance, db: Db): void {
  // The reads this process appended in the last minute (patient, caregiver, screen): the database would refuse
  // them again (appendReadOnce), so a caregiver's repeated loads skip that statement. Timed from before the
  // insert, so an entry here is never older than the one in the log.
  const readsLogged = new LRUCache<string, true>({ max: 10_000, ttl: READ_ONCE_MS });
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 300 || !request.patient) return payload;
    const route = request.routeOptions.url ?? '';
    const entry = ACTIVITY_BY_ROUTE[`${request.method} ${route}`];
    // A caregiver's entries name the caregiver's account (docs/decisions/051-caregivers.md).
    const actorAccountId = isCareRole(request.patient.role) ? request.user.id : null;
    if (!entry) {
      if (actorAccountId && request.method === 'GET' && readsThePatient(route)) {
        const read = `${request.patient.id} ${actorAccountId} ${route}`;
        if (readsLogged.has(read)) return payload;
        const started = performance.now();
        await appendReadOnce(db, {
          userId: request.patient.id,
          actorAccountId,
          subjectId: route,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        })
          .then((appended) => {
            if (appended) readsLogged.set(read, true, { ttl: READ_ONCE_MS - (performance.now() - started) });
          })
          .catch((error: unknown) => {
            request.log.error({ err: error, kind: 'caregiver_read' }, 'could not append to the activity log');
          });
      }
      return payload;
    }
    const kind = typeof entry === 'string' ? entry : entry.kind;
    try {
      await appendActivity(db, {
        actorAccountId: typeof entry !== 'string' && entry.onAccount ? null : actorAccountId,
        userId: typeof entry !== 'string' && entry.onAccount ? request.user.id : request.patient.id,
        kind,
        subjectId:
          typeof entry === 'string'
            ? subjectOf(request, payload)
            : (entry.subject ?? subjectOf(request, payload)),
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    } catch (error) {
      request.log.error({ err: error, kind }, 'could not append to the activity log');
    }
    return payload;
  });
}
