import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient, requestPasswordReset } from '../../test/client.js';
import { ownTestDatabase, type OwnTestDatabase } from '../../test/database.js';
import { firstLink, outboxFilesTo } from '../../test/outbox.js';

/**
 * What a whole password reset leaves in the server log in production mode without SMTP_URL (the dev
 * outbox, as `npm start` runs by default): neither the token nor the address (docs/decisions/011 and 040).
 * The jobs run as on a server: the queued mail is written by the delivery job it triggers.
 */
let own: OwnTestDatabase;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  own = await ownTestDatabase();
  t = await buildTestApp({
    database: own.database,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'debug' },
    jobs: 'start',
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await own.dispose();
});

it('logs neither the reset token nor the address over a whole reset; the dev outbox line names its file only', async () => {
  const patient = await signUpPatient(t.app);
  const asked = await requestPasswordReset(t.app, patient.email);
  expect(asked.statusCode).toBe(200);
  const mail = await vi.waitFor(
    async () => {
      const [found] = await outboxFilesTo(t.dataDir, patient.email);
      if (!found) throw new Error('the reset mail is not in the outbox yet');
      return found;
    },
    { timeout: 10_000, interval: 20 },
  );
  const link = new URL(firstLink(mail));
  const token = link.pathname.split('/').at(-1)!;
  const browser = new TestClient(t.app);
  expect((await browser.get(`${link.pathname}${link.search}`)).statusCode).toBe(302);
  expect(
    (await browser.post('/api/auth/reset-password', { newPassword: 'Renewed456', token })).statusCode,
  ).toBe(200);
  const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
    email: patient.email,
    password: 'Renewed456',
  });
  expect(signIn.statusCode).toBe(200);

  const log = logLines.join('');
  expect(log).not.toContain(token);
  expect(log).not.toContain(patient.email);
  expect(log).not.toContain(encodeURIComponent(patient.email));
  const [file] = (await readdir(path.join(t.dataDir, 'outbox'))).filter((name) => name.endsWith('.json'));
  const written = logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === 'mail written to the dev outbox');
  expect(written).toHaveLength(1);
  const { level, time, pid, hostname, ...rest } = written[0]!;
  expect({ level, time, pid, hostname }).toMatchObject({ level: 30 });
  expect(rest).toEqual({ file, msg: 'mail written to the dev outbox' });
});
