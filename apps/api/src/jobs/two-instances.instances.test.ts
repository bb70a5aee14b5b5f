import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MedicalRecord, SignedLink } from '@sehat/shared';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/index.js';
import { startApiProcess, type ApiProcess } from '../test/api-process.js';
import { uniqueEmail } from '../test/client.js';
import { outboxFilesTo } from '../test/outbox.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { seedVisit } from '../test/seed.js';
import { fixture, recordForm, VALID_FIELDS } from '../test/uploads.js';

/**
 * Two compiled API processes, A and B, on one PostgreSQL (a fresh database per
 * run) and one S3 server (docs/architecture.md#runtime-parts): a session, files, the sign-in
 * limits, the orphan sweep and reminders behave as on one server. Run by
 * `npm run test:instances` with DATABASE_URL (CI: after the API tests on PostgreSQL).
 */
const BASE_URL = 'http://localhost:3400';
const PORTS = [3400, 3499] as const;
// Server clocks run from the last 12:00 IST (06:30 UTC) on, so tomorrow's reminder is due at once. Never ahead
// of the system clock: the database stamps sessions with its own time, and a clock ahead would idle them out.
const serverNow = (() => {
  const today = new Date(`${new Date().toISOString().slice(0, 10)}T06:30:00Z`);
  return today.getTime() <= Date.now() ? today : new Date(today.getTime() - 86_400_000);
})();
const tomorrow = new Date(serverNow.getTime() + 86_400_000).toISOString().slice(0, 10);

let admin: pg.Client;
let databaseName: string;
let database: Extract<Database, { driver: 'postgres' }>;
let s3: TestS3;
const dataDirs: string[] = [];
let a: ApiProcess;
let b: ApiProcess;
let envOf: (index: number) => Record<string, string>;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at a PostgreSQL server (CI: the throwaway one)');
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  databaseName = `sehat_instances_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${databaseName}`;
  s3 = await startTestS3();
  for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(path.join(tmpdir(), 'sehat-instance-')));
  const shared = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    BASE_URL,
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl.toString(),
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    TEST_CLOCK_OFFSET_MS: String(serverNow.getTime() - Date.now()),
    ...s3.env,
  };
  envOf = (i) => ({ ...shared, DATA_DIR: dataDirs[i]!, WEB_DIST: path.join(dataDirs[i]!, 'no-web') });
  // A migrates the new database first; B then finds it current.
  a = await startApiProcess(PORTS[0], envOf(0));
  b = await startApiProcess(PORTS[1], envOf(1));
  const opened = await openDatabase({ url: databaseUrl.toString() });
  if (opened.driver !== 'postgres') throw new Error('expected PostgreSQL');
  database = opened;
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await s3?.close();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A request as the browser sends it through the load balancer (Origin, client address). */
function call(server: ApiProcess, pathname: string, init: RequestInit & { ip: string; cookie?: string }) {
  const headers = new Headers(init.headers);
  headers.set('origin', BASE_URL);
  headers.set('x-forwarded-for', init.ip);
  if (init.cookie) headers.set('cookie', init.cookie);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${server.url}${pathname}`, { ...init, headers });
}

const signIn = (server: ApiProcess, email: string, password: string, ip: string) =>
  call(server, '/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }), ip });

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

let addressCount = 0;
const freshIp = () => `203.0.113.${++addressCount}`;

const email = uniqueEmail('instances');
const password = 'Tamarind42';
let userId = '';

it('signs up and in through A, reads and uploads through B, downloads through A', async () => {
  const ip = freshIp();
  const signedUp = await call(a, '/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ name: 'Asha Rani Verma', email, password }),
    ip,
  });
  expect(signedUp.status).toBe(200);
  userId = ((await signedUp.json()) as { user: { id: string } }).user.id;
  const signedIn = await signIn(a, email, password, ip);
  expect(signedIn.status).toBe(200);
  const cookie = cookieOf(signedIn);

  expect((await call(b, '/api/profile', { ip, cookie })).status).toBe(200);
  const pdf = await fixture('prescription.pdf');
  const created = await call(b, '/api/medical-records', {
    method: 'POST',
    body: recordForm(VALID_FIELDS, [{ name: 'rx.pdf', bytes: pdf, type: 'application/pdf' }]),
    ip,
    cookie,
  });
  expect(created.status).toBe(201);
  const record = (await created.json()) as MedicalRecord;
  const file = record.prescription_files[0]!.name;
  const signed = await call(b, `/api/medical-records/${record.id}/files/${file}/url?disposition=attachment`, {
    ip,
    cookie,
  });
  expect(signed.status).toBe(200);
  const link = new URL(((await signed.json()) as SignedLink).url, BASE_URL);
  const downloaded = await call(a, `${link.pathname}${link.search}`, { ip, cookie });
  expect(downloaded.status).toBe(200);
  expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);
});

it('adds up sign-in failures through A and B: the lockout and the per-address limit hold across both', async () => {
  // Lockout: 5 wrong passwords for the account (3 through A, 2 through B, each from its own address).
  for (const server of [a, a, a, b, b])
    expect((await signIn(server, email, 'Wrong-pass-9', freshIp())).status).toBe(401);
  const locked = await signIn(a, email, password, freshIp());
  expect(locked.status).toBe(429);
  expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);

  // Per address: 5 sign-ins a minute from one address, whichever server answers.
  const ip = freshIp();
  for (const server of [a, b, a, b, a])
    expect((await signIn(server, uniqueEmail('nobody'), 'Wrong-pass-9', ip)).status).toBe(401);
  expect((await signIn(b, uniqueEmail('nobody'), 'Wrong-pass-9', ip)).status).toBe(429);
});

it('runs the orphan sweep and a due reminder once across both', async () => {
  await seedVisit(database.db, userId, { visitDate: tomorrow, hospitalName: 'Ruby Hall Clinic' });
  const orphan = `prescriptions/${userId}/1700000000000-${randomUUID()}.pdf`;
  // An encrypted object (a copy of the uploaded one: the start-up pass would re-encrypt, and so renew, a
  // plaintext one), last written two hours before the servers' clock.
  const uploaded = (await s3.objectKeys()).find((key) => key.startsWith(`prescriptions/${userId}/`))!;
  await s3.putObject(orphan, await s3.objectBytes(uploaded), new Date(serverNow.getTime() - 2 * 3_600_000));

  // B restarts (SIGTERM closes it cleanly); its start-up runs the jobs, which one of A and B picks up.
  expect(await b.stop()).toBe(0);
  b = await startApiProcess(PORTS[1], envOf(1));

  await vi.waitFor(
    async () => {
      expect(await s3.objectKeys()).not.toContain(orphan);
      const jobs = await database.pool.query(
        `SELECT state FROM pgboss.job WHERE name IN ('orphan-sweep', 'email-reminders') AND state <> 'completed'`,
      );
      expect(jobs.rows).toEqual([]);
      // Queued by the reminder job, sent by the mail-delivery job of either instance.
      const mails = [
        ...(await outboxFilesTo(dataDirs[0]!, email)),
        ...(await outboxFilesTo(dataDirs[1]!, email)),
      ];
      expect(mails.map((mail) => mail.subject)).toEqual(['Appointment tomorrow']);
      // The sweep logs after it deleted: its line may reach this process a moment after the object went.
      const sweepLines = [...a.lines, ...b.lines].filter((line) => line.includes('removed orphaned files'));
      expect(sweepLines).toHaveLength(1);
    },
    { timeout: 20_000, interval: 250 },
  );
  const sweeps = [...a.lines, ...b.lines].filter((line) => line.includes('removed orphaned files'));
  expect(sweeps).toHaveLength(1);
});
