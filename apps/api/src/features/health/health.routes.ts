import {
  englishMessage,
  errorEnvelopeSchema,
  healthSchema,
  notReadySchema,
  readinessSchema,
  type ReadinessChecks,
} from '@sehat/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/db-errors.js';
import { migrationsApplied, type Db } from '../../db/index.js';
import type { ApiDeps } from '../../deps.js';
import { unavailable } from '../../errors/domain-errors.js';

/** Runs one check: 'failed' when it rejects, logged with the check's name (the error serializer drops values). */
async function outcome(
  name: keyof ReadinessChecks,
  check: () => Promise<boolean | void>,
  log: FastifyBaseLogger,
): Promise<'ok' | 'failed'> {
  try {
    return (await check()) === false ? 'failed' : 'ok';
  } catch (error) {
    log.warn({ check: name, err: error }, 'readiness check failed');
    return 'failed';
  }
}

const pingDatabase = async (db: Db) => void (await db.execute(sql`select 1`));

/**
 * The health endpoints (public, outside the session guard; docs/decisions/042-operable-server.md):
 * - GET /api/health/live: 200 `{ status: 'ok' }` while the process answers; no I/O, so a database outage
 *   never gets the process restarted.
 * - GET /api/health/ready: 200 `{ status: 'ok', checks }` when the database answers `select 1`, the file
 *   storage is reachable (`StorageDriver.check`) and every committed migration is applied; else 503
 *   `NOT_READY` with Retry-After, `checks` saying which failed (never why: the reason is logged).
 * - GET /api/health: as before, for existing callers (e2e, scripts): 200 `{ status: 'ok' }` once the
 *   database answers, else a 503 envelope.
 */
/** The 503 envelope of a failed readiness check: the key, the failed checks' names and the English. */
function notReady(failed: string[]) {
  const ref = { key: 'request.notReady', values: { checks: failed.join(', ') } } as const;
  return { code: 'NOT_READY', ...ref, message: englishMessage(ref) };
}

export function healthRoutes({ db, storage }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health/live',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness: the process answers (no I/O)',
          response: { 200: healthSchema },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/health/ready',
      {
        schema: {
          tags: ['health'],
          summary: 'Readiness: database, file storage, migrations applied',
          response: { 200: readinessSchema, 503: notReadySchema },
        },
      },
      async (request, reply) => {
        const [database, storageOutcome, migrations] = await Promise.all([
          outcome('database', () => pingDatabase(db), request.log),
          outcome('storage', () => storage.check(), request.log),
          outcome('migrations', () => migrationsApplied(db), request.log),
        ]);
        const checks = { database, storage: storageOutcome, migrations };
        const failed = Object.entries(checks)
          .filter(([, result]) => result === 'failed')
          .map(([name]) => name);
        if (failed.length === 0) return { status: 'ok' as const, checks };
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ error: notReady(failed), checks });
      },
    );

    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Database check (kept for existing callers; see /api/health/ready)',
          response: { 200: healthSchema, 503: errorEnvelopeSchema },
        },
      },
      async (request) => {
        try {
          await pingDatabase(db);
        } catch (error) {
          request.log.error({ err: error }, 'database ping failed');
          throw unavailable('request.databaseUnavailable', 'SERVICE_UNAVAILABLE', {
            retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
          });
        }
        return { status: 'ok' as const };
      },
    );
  };
}
