/**
 * The one way features run background work (docs/decisions/028-jobs-and-reminders.md): a feature
 * describes a job and registers it; the runner decides where and when it
 * runs. No feature imports the queue library.
 */
export interface JobDefinition {
  /** Queue name, kebab-case and unique, e.g. `orphan-sweep`. */
  name: string;
  /** How often it runs, in minutes: a divisor of 60, a divisor of 24 hours in whole hours, or 1440 (daily). */
  everyMinutes: number;
  /** Also run once when the server starts (one run across instances on PostgreSQL). */
  runAtStart?: boolean;
  /**
   * The work, given the app's clock at this run. A throw is retried with
   * backoff (up to JOB_RETRY_LIMIT times); the work must therefore be safe to
   * repeat: claim before an outside effect (a mail) and skip what is claimed.
   */
  run(now: Date): Promise<void>;
}

/** Runs registered jobs: pg-boss on PostgreSQL (one run across instances), timers in this process on PGlite. */
export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Adds a job; call before `start`. */
  register(job: JobDefinition): void;
  /** Starts the schedules (and the start-up runs). */
  start(): Promise<void>;
  /** Runs a registered job now, retries included; resolves once it has succeeded or given up. */
  runNow(name: string): Promise<'completed' | 'failed'>;
  /** Stops scheduling, waits for runs in progress (up to 10 s) and releases connections. */
  stop(): Promise<void>;
}

/** Retries after the first failed run; the delays grow: 30 s, 60 s, 120 s, … (pg-boss retryBackoff). */
export const JOB_RETRY_LIMIT = 4;
export const JOB_RETRY_DELAY_SECONDS = 30;

/** The pg-boss cron of `everyMinutes` (UTC). Throws for an interval cron cannot express. */
export function cronOf(everyMinutes: number): string {
  if (everyMinutes >= 1 && everyMinutes < 60 && 60 % everyMinutes === 0) return `*/${everyMinutes} * * * *`;
  if (everyMinutes === 60) return '0 * * * *';
  const hours = everyMinutes / 60;
  if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0) return `0 */${hours} * * *`;
  if (everyMinutes === 1440) return '0 0 * * *';
  throw new Error(`no cron for a job every ${everyMinutes} minutes`);
}

/** Where runners report (a pino-style logger); only job names and error codes, never data. */
export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
