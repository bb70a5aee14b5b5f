import { ACTIVITY_RETENTION_DAYS } from '@sehat/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { JobDefinition } from '../../jobs/index.js';
import { purgeActivityBefore } from './activity-log.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes activity entries older than ACTIVITY_RETENTION_DAYS (365; DPDP Rules 2025 r.6) at start-up and then
 * daily: a job, run once across instances on PostgreSQL (jobs/).
 */
export function activityPurgeJob(db: Db, log: FastifyBaseLogger): JobDefinition {
  return {
    name: 'activity-purge',
    everyMinutes: 24 * 60,
    runAtStart: true,
    async run(now) {
      const purged = await purgeActivityBefore(
        db,
        new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS),
      );
      if (purged > 0) log.info({ purged }, 'purged activity entries past their year');
    },
  };
}
