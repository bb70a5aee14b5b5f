import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { parseEnv } from './config/env.js';
import { migrateDatabase, openDatabase } from './db/index.js';
import { createInProcessRunner } from './jobs/index.js';
import { shutDown } from './shutdown.js';
import { TEST_BASE_URL } from './test/app.js';
import { signUpPatient } from './test/client.js';

/**
 * The graceful shutdown (shutdown.ts, as server.ts runs it on SIGTERM): a request whose body is still
 * arriving and a job run in progress when close starts both finish, on a database still open; the
 * database closes after them. PGlite in a folder, reopened afterwards to read what was written.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-shutdown-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const silent = { info() {}, warn() {}, error() {} };

it('lets a slow request in flight and a running job finish, then closes the database', async () => {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await migrateDatabase(database);
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'none'),
  });
  if (!('env' in parsed)) throw new Error(parsed.problems.join('; '));
  const app = await buildApp({
    env: parsed.env,
    db: database.db,
    jobs: 'manual',
    jobRunner: createInProcessRunner({ now: () => new Date(), log: silent, retryDelayMs: 0 }),
  });
  await app.ready();
  const patient = await signUpPatient(app);

  // A job run that is under way when close starts, and uses the database at its end.
  let releaseJob = () => {};
  const jobMayFinish = new Promise<void>((resolve) => (releaseJob = resolve));
  let jobStarted = () => {};
  const jobUnderWay = new Promise<void>((resolve) => (jobStarted = resolve));
  app.jobs.register({
    name: 'slow-test-job',
    everyMinutes: 60,
    async run() {
      jobStarted();
      await jobMayFinish;
      await database.db.execute(sql`select 1`);
    },
  });
  const jobRun = app.jobs.runNow('slow-test-job');
  await jobUnderWay;

  // A request whose headers have arrived and whose body has not, when close starts.
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const body = JSON.stringify({
    name: 'Sunrise Clinic',
    phone: '+91 98765 43210',
    email: 'sunrise@example.com',
    address: '12 MG Road',
    state: 'Karnataka',
    city: 'Bengaluru',
  });
  const requestArrived = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
  const inFlight = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/clinics',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: patient.client.cookieHeader,
      origin: TEST_BASE_URL,
    },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    inFlight.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    inFlight.on('error', reject);
  });
  inFlight.write(body.slice(0, 20));
  await requestArrived;

  const closed = shutDown(app, database);
  inFlight.end(body.slice(20));
  const response = await answered;
  expect(response.status, response.text).toBe(201);

  releaseJob();
  expect(await jobRun).toBe('completed');
  await closed;

  // Closed: the clinic the request saved is in the folder, read by a new connection.
  const reopened = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const rows: unknown = await reopened.db.execute(
      sql`select name from clinics where patient_id = ${patient.userId}`,
    );
    expect((rows as { rows: { name: string }[] }).rows).toEqual([{ name: 'Sunrise Clinic' }]);
  } finally {
    await reopened.close();
  }
}, 90_000);
