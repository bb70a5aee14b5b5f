/** Background jobs (docs/decisions/028-jobs-and-reminders.md): features register a JobDefinition; the runner picks the queue. */
import type { Env } from '../config/env.js';
import { createInProcessRunner } from './in-process-runner.js';
import type { JobLog, JobRunner } from './job-runner.js';
import { createPgBossRunner } from './pg-boss-runner.js';

export * from './job-runner.js';
export { createInProcessRunner } from './in-process-runner.js';

/** pg-boss when DATABASE_URL is set (any number of instances), else timers in this process (PGlite). */
export function createJobRunner(env: Env, options: { now: () => Date; log: JobLog }): JobRunner {
  return env.DATABASE_URL
    ? createPgBossRunner({ connectionString: env.DATABASE_URL, ...options })
    : createInProcessRunner(options);
}
