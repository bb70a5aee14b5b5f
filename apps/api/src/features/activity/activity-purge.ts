import { ACTIVITY_RETENTION_DAYS } from '@sehat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { purgeActivityBefore } from './activity-log.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes activity entries older than ACTIVITY_RETENTION_DAYS (365; DPDP Rules 2025 r.6) at start-up and then
 * daily, in this process. Returns the stop function. (With several instances each runs it; the delete is
 * idempotent.)
 */
export function scheduleActivityPurge(db: Db, log: FastifyBaseLogger, now: () => Date): () => void {
  const run = () =>
    purgeActivityBefore(db, new Date(now().getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS))
      .then((purged) => {
        if (purged > 0) log.info({ purged }, 'purged activity entries past their year');
      })
      .catch((error: unknown) => log.error({ err: error }, 'activity log purge failed'));
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
