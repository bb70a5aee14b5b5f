import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { parseEnv } from '../config/env.js';
import { TEST_BASE_URL } from '../test/app.js';
import { signUpPatient, type TestPatient } from '../test/client.js';
import { PHI_MARKER } from '../test/fuzz-cases.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test/throwaway-postgres.js';
import { DATABASE_RETRY_AFTER_SECONDS } from './db-errors.js';
import { migrateDatabase, openDatabase, type Database } from './index.js';

/**
 * A database outage and its log (docs/decisions/010-database-outages.md), against a real PostgreSQL:
 * `pg_ctl stop -m immediate` under a signed-in patient, then a restart. Runs
 * in the `api-faults` project (vitest.faults.config.ts; .ci/run), never
 * skipped: it needs PG_BIN's pg_ctl, which CI has.
 */
const PORT = Number(process.env.FAULT_PG_PORT ?? 54335);

let server: ThrowawayPostgres;
let database: Database;
let app: App;
let dataDir: string;
let patient: TestPatient;
const logLines: string[] = [];
let firstConnectionError: Promise<Error>;

beforeAll(async () => {
  server = await startThrowawayPostgres(PORT);
  let reportConnectionError: (error: Error) => void = () => {};
  firstConnectionError = new Promise((resolve) => (reportConnectionError = resolve));
  database = await openDatabase({
    url: server.url,
    onConnectionError: (error) => reportConnectionError(error),
  });
  await migrateDatabase(database);
  dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-fault-'));
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
  });
  if (!('env' in parsed)) throw new Error(parsed.problems.join('; '));
  app = await buildApp({
    env: parsed.env,
    db: database.db,
    logStream: { write: (line) => void logLines.push(line) },
  });
  await app.ready();
  patient = await signUpPatient(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await server?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const CLINIC = {
  name: `${PHI_MARKER} clinic`,
  phone: '+91 98765 43210',
  email: 'sunrise@example.com',
  address: `${PHI_MARKER} road`,
  state: 'Karnataka',
  city: 'Bengaluru',
};
const UNAVAILABLE = {
  error: { code: 'SERVICE_UNAVAILABLE', key: 'request.serviceUnavailable', message: expect.any(String) },
};

describe('PostgreSQL stopped with -m immediate, then restarted', () => {
  it('answers 503 with Retry-After while it is down (readiness too), keeps the session, and recovers within 5 s', async () => {
    const cookie = patient.client.cookieHeader;
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
    expect((await patient.client.post('/api/clinics', CLINIC)).statusCode).toBe(201);

    server.crash();
    // The pool's idle connections die with the server: the error reaches our listener, not the process.
    await expect(firstConnectionError).resolves.toBeInstanceOf(Error);

    for (const [method, url, body] of [
      ['GET', '/api/dashboard'],
      ['GET', '/api/clinics'],
      ['POST', '/api/clinics', CLINIC],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/sign-in/email', { email: patient.email, password: patient.password }],
    ] as const) {
      const response =
        method === 'GET' ? await patient.client.get(url) : await patient.client.post(url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.headers['retry-after'], url).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(response.json(), url).toMatchObject(UNAVAILABLE);
      // Never a dropped session: no Set-Cookie at all while the database is away.
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBeDefined();
    // Readiness says which dependency is missing; liveness stays up (a restart would not bring PostgreSQL back).
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(ready.json()).toMatchObject({
      error: { code: 'NOT_READY' },
      checks: { database: 'failed', storage: 'ok' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect(patient.client.cookieHeader).toBe(cookie);

    server.start();
    const restartedAt = Date.now();
    const first = await patient.client.get('/api/dashboard');
    expect(first.statusCode).toBe(200);
    expect(Date.now() - restartedAt).toBeLessThan(5000);
    expect(patient.client.cookieHeader).toBe(cookie);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const readyAgain = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(readyAgain.statusCode).toBe(200);
    expect(readyAgain.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', storage: 'ok', migrations: 'ok' },
    });
    const clinics = await patient.client.get('/api/clinics');
    expect(clinics.json<{ total: number }>().total).toBe(1);
  });

  it('logged the outage without a query value, a PHI marker or the session token', () => {
    const log = logLines.join('');
    const sessionToken = decodeURIComponent(patient.client.cookieHeader.split('=')[1]!).split('.')[0]!;
    expect(log).toContain('SERVICE_UNAVAILABLE');
    expect(log).not.toContain(PHI_MARKER);
    expect(log).not.toContain(sessionToken);
    expect(log).not.toContain(patient.password);
  });
});
