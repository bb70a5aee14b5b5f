import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import { startAdminSocket } from '../backup/index.js';
import { parseEnv, REPO_ROOT, type Env } from '../config/env.js';
import { migrateDatabase, openDatabase, type Database } from '../db/index.js';
import { createInProcessRunner, type JobLog } from '../jobs/index.js';
import { TEST_BASE_URL } from './app.js';

const silentLog: JobLog = { info() {}, warn() {}, error() {} };

/** A server as `npm start` runs it, in-process: its own data folder (PGlite there, or DATABASE_URL), the admin socket. */
export interface BackupServer {
  app: App;
  env: Env;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** The test environment for `dataDir`; `extra` adds or overrides variables. */
export function backupTestEnv(dataDir: string, extra: Record<string, string> = {}): Env {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    ...extra,
  });
  if (!('env' in parsed)) throw new Error(`Bad test env: ${parsed.problems.join('; ')}`);
  return parsed.env;
}

/**
 * Starts a server on a data folder of its own (PGlite persisted in DATA_DIR/db, or the database at
 * `databaseUrl`; files in DATA_DIR/files or the S3 store `env` names), with its admin socket, as server.ts
 * does; jobs manual, the clock `now`.
 */
export async function startBackupServer(options: {
  now: () => Date;
  databaseUrl?: string;
  /** More variables, e.g. an S3 store's (test/s3-server.ts). */
  env?: Record<string, string>;
}): Promise<BackupServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-backup-src-'));
  const env = backupTestEnv(dataDir, {
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATABASE_URL ? undefined : path.join(dataDir, 'db'),
  });
  await migrateDatabase(database);
  const app = await buildApp({
    env,
    db: database.db,
    now: options.now,
    jobs: 'manual',
    jobRunner: createInProcessRunner({ now: options.now, log: silentLog, retryDelayMs: 0 }),
  });
  await app.ready();
  const admin = await startAdminSocket({ env, database, log: app.log });
  return {
    app,
    env,
    database,
    dataDir,
    async close() {
      await admin.close();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Outcome of one backup command: exit code and what it printed. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run <script> -- args` as a self-hoster would (tsx on backup/cli.ts, cwd the repository root)
 * with `env` as its whole environment besides PATH. Never throws on a non-zero exit.
 */
export async function runBackupCommand(
  command: 'backup' | 'verify' | 'restore',
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
  try {
    const { stdout, stderr } = await promisify(execFile)(
      tsx,
      ['apps/api/src/backup/cli.ts', command, ...args],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Every path under `dir`, relative and sorted ([] when it does not exist): to prove nothing was written. */
export async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  return entries.map(String).sort();
}

/** A new, empty database on the PostgreSQL server of `url` (`<prefix>_<random>`); its URL. */
export async function emptyDatabase(url: string, prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}
