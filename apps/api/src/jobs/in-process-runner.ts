import {
  cronOf,
  JOB_RETRY_DELAY_SECONDS,
  JOB_RETRY_LIMIT,
  type JobDefinition,
  type JobLog,
  type JobRunner,
} from './job-runner.js';

/**
 * The runner for PGlite, which serves one process by definition: each job
 * runs every `everyMinutes` on an unref'd timer, one run at a time (a run
 * asked for while one is going follows it, once), retried after 30, 60,
 * 120, 240 s. `retryDelayMs` replaces the first delay (tests pass 0).
 */
export function createInProcessRunner(options: {
  now: () => Date;
  log: JobLog;
  retryDelayMs?: number;
}): JobRunner {
  const jobs = new Map<string, JobDefinition>();
  const running = new Map<string, Promise<'completed' | 'failed'>>();
  const following = new Map<string, Promise<'completed' | 'failed'>>();
  const timers = new Set<NodeJS.Timeout>();
  const sleepers = new Set<() => void>();
  const firstDelay = options.retryDelayMs ?? JOB_RETRY_DELAY_SECONDS * 1000;
  let started = false;
  let stopped = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      sleepers.add(wake);
    });

  async function attempt(job: JobDefinition): Promise<'completed' | 'failed'> {
    for (let retry = 0; ; retry++) {
      try {
        await job.run(options.now());
        return 'completed';
      } catch (error) {
        const details = { job: job.name, attempt: retry + 1, code: (error as { code?: unknown }).code };
        if (retry >= JOB_RETRY_LIMIT || stopped) {
          options.log.error(details, 'job failed; giving up until its next run');
          return 'failed';
        }
        options.log.warn(details, 'job failed; will retry');
        await wait(firstDelay * 2 ** retry);
        if (stopped) return 'failed';
      }
    }
  }

  /**
   * Runs `name` now; while a run is going, one more run follows it (shared by every call meanwhile), as
   * the run going may have begun before what the caller wants it to see (a mail queued just now).
   */
  function runOnce(name: string): Promise<'completed' | 'failed'> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const current = running.get(name);
    if (current) {
      let next = following.get(name);
      if (!next) {
        next = current.then(() => {
          following.delete(name);
          return stopped ? 'failed' : runOnce(name);
        });
        following.set(name, next);
      }
      return next;
    }
    const run = attempt(job).finally(() => running.delete(name));
    running.set(name, run);
    return run;
  }

  return {
    kind: 'in-process',
    register(job) {
      cronOf(job.everyMinutes); // the same intervals as on PostgreSQL
      jobs.set(job.name, job);
    },
    async start() {
      started = true;
      for (const job of jobs.values()) {
        if (job.runAtStart) void runOnce(job.name);
        const timer = setInterval(() => void runOnce(job.name), job.everyMinutes * 60_000);
        timer.unref();
        timers.add(timer);
      }
    },
    runNow: runOnce,
    trigger(name) {
      if (started && !stopped) void runOnce(name);
    },
    async backlog(name) {
      return running.has(name) ? 1 : 0;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const wake of [...sleepers]) wake();
      await Promise.allSettled([...running.values(), ...following.values()]);
    },
  };
}
