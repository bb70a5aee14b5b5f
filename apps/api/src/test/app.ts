import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app.js';
import { parseEnv, type Env } from '../config/env.js';
import type { Mailer } from '../features/mail/index.js';
import type { LogStream } from '../plugins/logger.js';
import type { Database, Db } from '../db/index.js';
import { createInProcessRunner, type JobLog } from '../jobs/index.js';
import { ownTestDatabase, testDatabase } from './database.js';
import { TEST_DATA_DIR_PREFIX } from './outbox.js';

/** Origin the tests' app believes it runs at; requests must send it (better-auth origin check). */
export const TEST_BASE_URL = 'http://localhost:3000';

/**
 * The database a test app runs on, and how to drop it when it is the app's own. 'own' matters on PostgreSQL
 * (DATABASE_URL), where every worker shares one database at once; the in-memory PGlite is already the
 * worker's alone, its files running one after another, so 'own' keeps it rather than start another (4 s).
 */
async function databaseFor(
  choice: Database | 'own' | undefined,
): Promise<{ database: Database; dispose?: () => Promise<void> }> {
  if (choice === 'own' && process.env.DATABASE_URL) return ownTestDatabase();
  if (choice === 'own') return { database: await testDatabase() };
  return { database: choice ?? (await testDatabase()) };
}

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

export interface TestApp {
  app: App;
  /** The database it runs on: another app given it shares this one's rows and queues. */
  database: Database;
  db: Db;
  env: Env;
  /** This app's DATA_DIR (outbox, auth secret), removed by `close`. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on the worker's shared database, with its own temporary
 * DATA_DIR (dev outbox), silent logs and no web app. `env` overrides
 * variables (LOG_LEVEL too); `now` injects the clock; `logStream` receives
 * every log line; `mailer` replaces the mail transport the env would choose.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    logStream?: LogStream;
    /** The mail transport, made from the parsed env (default: the app's own choice). */
    mailer?: (env: Env) => Mailer;
    /** Background jobs: 'manual' (default: run them with `app.jobs.runNow`) or 'start' (scheduled). */
    jobs?: 'start' | 'manual';
    /**
     * Another database than the worker's shared one: one given (ownTestDatabase: a test mailing through
     * its own SMTP server; two apps on one database), or 'own' for one no other test file uses meanwhile
     * (on PostgreSQL a fresh one, dropped by `close`). A file whose jobs work queue-wide under an injected
     * clock (reminders, the reading job's expiry) takes 'own': on the shared PostgreSQL another file's
     * job, on another clock, would act on this file's rows.
     */
    database?: Database | 'own';
  } = {},
): Promise<TestApp> {
  const { database, dispose } = await databaseFor(options.database);
  const dataDir = await mkdtemp(path.join(tmpdir(), TEST_DATA_DIR_PREFIX));
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...options.env,
  });
  if (!('env' in parsed)) throw new Error(`Bad test env: ${parsed.problems.join('; ')}`);
  const app = await buildApp({
    env: parsed.env,
    db: database.db,
    now: options.now,
    logStream: options.logStream,
    mailer: options.mailer?.(parsed.env),
    jobs: options.jobs ?? 'manual',
    databasePool: database.driver === 'postgres' ? database.pool : undefined,
    // Retries without waiting: tests never sleep.
    jobRunner: createInProcessRunner({
      now: options.now ?? (() => new Date()),
      log: silentLog,
      retryDelayMs: 0,
    }),
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    env: parsed.env,
    dataDir,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
      await dispose?.();
    },
  };
}
