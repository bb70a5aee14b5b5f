import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { parseEnv } from '../config/env.js';
import { appendActivity, purgeActivityBefore } from '../features/activity/activity-log.repository.js';
import { signUpPatient } from '../test/client.js';
import { migrateAsOwner, openDatabase, type Database } from './index.js';

/**
 * DATABASE_MIGRATION_URL on PostgreSQL (DATABASE_URL, a superuser: the test makes a fresh database and two
 * roles): the owner migrates, the server's role reads and writes rows and cannot alter, drop or empty the
 * activity log (docs/decisions/043-database-roles-and-append-only-log.md).
 */
const adminUrl = process.env.DATABASE_URL ?? '';
const suffix = randomBytes(4).toString('hex');
const names = {
  database: `sehat_roles_${suffix}`,
  owner: `sehat_owner_${suffix}`,
  app: `sehat_app_${suffix}`,
};

/** `adminUrl` with another role and database. */
function urlAs(role: string): string {
  const url = new URL(adminUrl);
  url.username = role;
  url.password = 'role-test';
  url.pathname = `/${names.database}`;
  return url.toString();
}

async function asAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

let runtime: Extract<Database, { driver: 'postgres' }>;
let dataDir: string;
beforeAll(async () => {
  await asAdmin([
    `CREATE ROLE ${names.owner} LOGIN PASSWORD 'role-test'`,
    `CREATE ROLE ${names.app} LOGIN PASSWORD 'role-test'`,
    `CREATE DATABASE ${names.database} OWNER ${names.owner}`,
    `GRANT CREATE ON DATABASE ${names.database} TO ${names.app}`,
  ]);
  dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-roles-'));
  const opened = await openDatabase({ url: urlAs(names.app) });
  if (opened.driver !== 'postgres') throw new Error('a PostgreSQL test');
  runtime = opened;
  await migrateAsOwner(runtime, urlAs(names.owner));
});

afterAll(async () => {
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
  await asAdmin([
    `DROP DATABASE IF EXISTS ${names.database} WITH (FORCE)`,
    `DROP ROLE IF EXISTS ${names.app}`,
    `DROP ROLE IF EXISTS ${names.owner}`,
  ]);
});

/** The PostgreSQL error `query` fails with, as `code: message`; null when it succeeds. */
async function refusal(query: string): Promise<string | null> {
  try {
    await runtime.pool.query(query);
    return null;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return `${code}: ${message}`;
  }
}

it('the server, as a role without DDL, serves a sign-up with its job queue, and may not touch the schema', async () => {
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    DATABASE_URL: urlAs(names.app),
  });
  if (!('env' in parsed)) throw new Error(parsed.problems.join('; '));
  // The pg-boss runner of DATABASE_URL, started: it creates and owns its schema under this role.
  const app = await buildApp({ env: parsed.env, db: runtime.db, jobs: 'start' });
  try {
    await app.ready();
    const patient = await signUpPatient(app);
    expect((await patient.client.get('/api/activity')).statusCode).toBe(200);
  } finally {
    await app.close();
  }

  // Insufficient privilege (42501) or not the owner (42501 too): never allowed, maintenance setting or not.
  for (const statement of [
    'TRUNCATE activity_log',
    'DROP TRIGGER activity_log_append_only ON activity_log',
    'ALTER TABLE activity_log DISABLE TRIGGER activity_log_no_truncate',
    'DROP TABLE activity_log',
    'CREATE TABLE public.sneaky (id int)',
    'CREATE OR REPLACE FUNCTION activity_log_append_only() RETURNS trigger AS $$ BEGIN RETURN NEW; END $$ LANGUAGE plpgsql',
  ])
    expect(await refusal(statement), statement).toMatch(/^42501: /);
});

it('lets the server write and purge the activity log as before, and migrates again idempotently', async () => {
  const userId = `roles-${suffix}`;
  await runtime.pool.query(`INSERT INTO "user" (id, name, email) VALUES ($1, 'Role Test', $2)`, [
    userId,
    `${userId}@example.org`,
  ]);
  const now = new Date();
  await appendActivity(runtime.db, {
    userId,
    kind: 'data_exported',
    at: new Date(now.getTime() - 400 * 86_400_000),
  });
  await appendActivity(runtime.db, { userId, kind: 'data_exported', at: now });
  expect(await purgeActivityBefore(runtime.db, new Date(now.getTime() - 365 * 86_400_000))).toBe(1);
  expect(await refusal(`DELETE FROM activity_log WHERE patient_id = '${userId}'`)).toMatch(/append-only/);

  await migrateAsOwner(runtime, urlAs(names.owner));
  const { rows } = await runtime.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM activity_log WHERE patient_id = $1',
    [userId],
  );
  expect(Number(rows[0]!.n)).toBe(1);
});
