import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../test/api-process.js';
import { uniqueEmail } from '../../test/client.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.js';

/**
 * Two compiled API processes on one PostgreSQL (a fresh database per run), mailing through one SMTP server
 * (docs/decisions/040-mail-outbox.md): reset mails asked for through both at once, each queued by the one
 * that answered and triggering its delivery job, arrive once each and every outbox row ends `sent`.
 * Run by `npm run test:instances` with DATABASE_URL.
 */
const BASE_URL = 'http://localhost:3410';
const PORTS = [3410, 3411] as const;
const PATIENTS = 12;

let admin: pg.Client;
let databaseName: string;
let databaseUrl: string;
let smtp: TestSmtp;
const dataDirs: string[] = [];
const servers: ApiProcess[] = [];

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL must point at a PostgreSQL server (CI: the throwaway one)');
  admin = new pg.Client({ connectionString: url });
  await admin.connect();
  databaseName = `sehat_outbox_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${databaseName}`);
  const own = new URL(url);
  own.pathname = `/${databaseName}`;
  databaseUrl = own.toString();
  smtp = await startTestSmtp();
  const shared = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    BASE_URL,
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  for (const port of PORTS) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sehat-outbox-instance-'));
    dataDirs.push(dataDir);
    // One after the other: the first migrates the new database, the second finds it current.
    servers.push(
      await startApiProcess(port, { ...shared, DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web') }),
    );
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.close();
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A POST as the browser sends it through the load balancer, from address `ip`. */
function post(server: ApiProcess, pathname: string, body: unknown, ip: string) {
  return fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { origin: BASE_URL, 'x-forwarded-for': ip, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

it('delivers each outbox row once across two instances', async () => {
  const emails = Array.from({ length: PATIENTS }, () => uniqueEmail('outbox'));
  const serverOf = (i: number) => servers[i % 2]!;
  for (const [i, email] of emails.entries()) {
    const signedUp = await post(
      serverOf(i),
      '/api/auth/sign-up/email',
      { name: 'Asha Rani Verma', email, password: 'Tamarind42' },
      `198.51.100.${i + 1}`,
    );
    expect(signedUp.status).toBe(200);
  }

  const asked = await Promise.all(
    emails.map((email, i) =>
      post(
        serverOf(i),
        '/api/auth/request-password-reset',
        { email, redirectTo: '/auth/reset' },
        `198.51.100.${100 + i}`,
      ),
    ),
  );
  expect(asked.map((response) => response.status)).toEqual(emails.map(() => 200));

  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  try {
    await vi.waitFor(
      async () => {
        const { rows } = await database.query<{ status: string; n: number }>(
          `SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`,
        );
        expect(rows).toEqual([{ status: 'sent', n: PATIENTS }]);
      },
      { timeout: 30_000, interval: 250 },
    );
    for (const email of emails)
      expect(
        smtp.received.filter((mail) => mail.to.includes(email)),
        email,
      ).toHaveLength(1);
    const { rows } = await database.query<{ message_id: string }>('SELECT message_id FROM mail_outbox');
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
      rows.map((row) => row.message_id).sort(),
    );
  } finally {
    await database.end();
  }
});
