import pg from 'pg';
import PgBoss from 'pg-boss';
import {
  cronOf,
  JOB_RETRY_DELAY_SECONDS,
  JOB_RETRY_LIMIT,
  type JobDefinition,
  type JobLog,
  type JobRunner,
} from './job-runner.js';

/** Schema of pg-boss's own tables (created and migrated by pg-boss at start). */
const PG_BOSS_SCHEMA = 'pgboss';
/**
 * Advisory lock key held while an instance creates its queues: pg-boss's
 * create_queue inserts a row and attaches a partition in one statement, and two
 * instances starting together deadlock on it (PostgreSQL 40P01; seen in CI and
 * reported by other pg-boss 10 users). Held on its own connection, so a crash
 * releases it.
 */
const QUEUE_CREATION_LOCK = 'sehat-jobs:create-queues';
/** A run that takes longer than this is failed and retried. */
const JOB_EXPIRE_SECONDS = 15 * 60;

/**
 * The runner on PostgreSQL (DATABASE_URL): pg-boss 10 queues in the
 * `pgboss` schema. Every instance registers the same cron schedules; pg-boss
 * lets one instance a minute enqueue what is due, and the queue's `stately`
 * policy holds at most one waiting and one running job per name, so a job
 * runs once across any number of instances. A failed run is retried 4 times
 * with exponential backoff from 30 s. A start-up run is sent with one
 * singleton key: while it waits, other instances' start-up runs are that
 * same job (one that has already begun does not stop a new one: jobs must be
 * safe to repeat, as JobDefinition.run says).
 */
export function createPgBossRunner(options: {
  connectionString: string;
  now: () => Date;
  log: JobLog;
  /** Another schema (tests use a fresh one per run). */
  schema?: string;
}): JobRunner {
  const jobs = new Map<string, JobDefinition>();
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? PG_BOSS_SCHEMA,
    max: 3,
    application_name: 'sehat-jobs',
  });
  boss.on('error', (error: Error & { code?: unknown }) =>
    options.log.error({ code: error.code, message: error.message }, 'job queue error'),
  );
  let started = false;

  async function handle(job: JobDefinition, attempt: number): Promise<void> {
    try {
      await job.run(options.now());
    } catch (error) {
      options.log.warn(
        { job: job.name, attempt, code: (error as { code?: unknown }).code },
        'job failed; pg-boss retries it',
      );
      throw error;
    }
  }

  return {
    kind: 'pg-boss',
    register(job) {
      cronOf(job.everyMinutes);
      jobs.set(job.name, job);
    },
    async start() {
      await boss.start();
      started = true;
      await oneInstanceAtATime(options.connectionString, async () => {
        for (const job of jobs.values()) {
          await boss.createQueue(job.name, {
            name: job.name,
            policy: 'stately',
            retryLimit: JOB_RETRY_LIMIT,
            retryDelay: JOB_RETRY_DELAY_SECONDS,
            retryBackoff: true,
            expireInSeconds: JOB_EXPIRE_SECONDS,
          });
        }
      });
      for (const job of jobs.values()) {
        await boss.schedule(job.name, cronOf(job.everyMinutes), {}, { tz: 'UTC' });
        // Sent before this instance works the queue: while it waits, another instance's start-up run is
        // the same job (stately policy, one key), so instances starting together run it once.
        if (job.runAtStart) await boss.send(job.name, {}, { singletonKey: 'start-up' });
        await boss.work(job.name, { pollingIntervalSeconds: 2, includeMetadata: true }, async ([item]) => {
          if (item) await handle(job, item.retryCount + 1);
        });
      }
    },
    async runNow(name) {
      if (!jobs.has(name)) throw new Error(`no job named ${name}`);
      const id = await boss.send(name, {}, { retryDelay: 1, retryBackoff: false });
      if (!id) return 'failed';
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') return 'completed';
        if (!job || job.state === 'failed' || job.state === 'cancelled') return 'failed';
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    trigger(name) {
      if (!started || !jobs.has(name)) return;
      // Stately queue: while a run of `name` waits, this is that run (send resolves null).
      boss
        .send(name, {})
        .catch((error: Error & { code?: unknown }) =>
          options.log.warn(
            { job: name, code: error.code },
            'job could not be triggered; it runs on schedule',
          ),
        );
    },
    async backlog(name) {
      // Created, retry and active: every state before 'completed'.
      return started ? await boss.getQueueSize(name, { before: 'completed' }) : 0;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Runs `work` while holding QUEUE_CREATION_LOCK, so instances create their queues one after another. */
async function oneInstanceAtATime(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: 'sehat-jobs' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [QUEUE_CREATION_LOCK]);
    await work();
  } finally {
    await client.end();
  }
}
