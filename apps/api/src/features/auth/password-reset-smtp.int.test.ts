import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownTestDatabase, type OwnTestDatabase } from '../../test/database.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient, uniqueEmail, requestPasswordReset } from '../../test/client.js';
import { decodeQuotedPrintable, startTestSmtp, type TestSmtp } from '../../test/smtp-server.js';
import { MAIL_DELIVERY_JOB } from '../mail/index.js';

/**
 * The reset mail over real SMTP (SMTP_URL set) to an SMTP server started here, with the jobs started as
 * on a server: queued in the outbox and sent at once by the delivery job it triggers; while the server is
 * down the request answers the same 200 and the mail is retried, with backoff, until it gets through.
 */
let smtp: TestSmtp;
let own: OwnTestDatabase;
let t: TestApp;
let clock = new Date();
const logLines: string[] = [];
beforeAll(async () => {
  smtp = await startTestSmtp();
  own = await ownTestDatabase();
  t = await buildTestApp({
    database: own.database,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sehat <no-reply@sehat.test>', LOG_LEVEL: 'info' },
    now: () => clock,
    jobs: 'start',
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
  await own.dispose();
  await smtp.close();
});

/** Polls until the SMTP server has accepted a mail for `to`, and returns it. */
async function mailArrivingFor(to: string) {
  return vi.waitFor(
    () => {
      const mail = smtp.received.find((received) => received.to.includes(to));
      if (!mail) throw new Error(`no mail for ${to} yet`);
      return mail;
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** The reset token in a received mail's link. */
function tokenIn(raw: string): string {
  const escaped = TEST_BASE_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(
    `${escaped}/api/auth/reset-password/([A-Za-z0-9_-]+)\\?callbackURL=%2Fauth%2Freset`,
  ).exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}

describe('password reset over SMTP', () => {
  it('delivers the reset mail over SMTP, and its link resets the password', async () => {
    const patient = await signUpPatient(t.app);
    const asked = await requestPasswordReset(t.app, patient.email);
    expect(asked.statusCode).toBe(200);

    const mail = await mailArrivingFor(patient.email);
    expect(mail.from).toBe('no-reply@sehat.test');
    expect(mail.raw).toMatch(/^Subject: Reset your Sehat password\r?$/m);
    const token = tokenIn(mail.raw);

    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: 'Renewed456',
      token,
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: patient.email,
      password: 'Renewed456',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('answers the same 200 while the SMTP server is down, then retries with backoff until the mail gets through', async () => {
    const unknown = await requestPasswordReset(t.app, uniqueEmail());
    const patient = await signUpPatient(t.app);

    smtp.setDown(true);
    const asked = await requestPasswordReset(t.app, patient.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(unknown.json());

    // The triggered run and one a minute later are refused; then the server comes back.
    await t.app.jobs.runNow(MAIL_DELIVERY_JOB);
    clock = new Date(clock.getTime() + 61_000);
    expect(await t.app.jobs.runNow(MAIL_DELIVERY_JOB)).toBe('completed');
    expect(smtp.refused).toBeGreaterThanOrEqual(2);
    expect(smtp.received.some((mail) => mail.to.includes(patient.email))).toBe(false);
    smtp.setDown(false);
    // The second refusal waits 2 minutes: not yet at 1 minute, then sent.
    clock = new Date(clock.getTime() + 61_000);
    await t.app.jobs.runNow(MAIL_DELIVERY_JOB);
    expect(smtp.received.some((mail) => mail.to.includes(patient.email))).toBe(false);
    clock = new Date(clock.getTime() + 60_000);
    await t.app.jobs.runNow(MAIL_DELIVERY_JOB);

    const mail = await mailArrivingFor(patient.email);
    expect(tokenIn(mail.raw)).toMatch(/^[A-Za-z0-9_-]+$/);
    // Failed attempts are logged with the row id and the code only: never the address, nor the token.
    const warnings = logLines.filter((line) => line.includes('mail not delivered; will retry'));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    for (const line of warnings) {
      expect(line).not.toContain(patient.email);
      expect(line).not.toContain(tokenIn(mail.raw));
      expect(line).toMatch(/"mailId":"[0-9a-f-]{36}"/);
      expect(line).toContain(' 421"');
    }
  });
});
