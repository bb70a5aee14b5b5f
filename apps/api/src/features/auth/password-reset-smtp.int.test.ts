import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient, uniqueEmail } from '../../test/client.js';
import { decodeQuotedPrintable, startTestSmtp, type TestSmtp } from '../../test/smtp-server.js';
import { createMailer } from '../mail/index.js';

/**
 * The reset mail over real SMTP (SMTP_URL set) to an SMTP server started
 * here, and what happens while that server is down: the request answers the
 * same 200 and the mail is retried until it gets through.
 */
let smtp: TestSmtp;
let t: TestApp;
const logged: { level: 'warn' | 'error'; line: string }[] = [];
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Sehat <no-reply@sehat.test>' },
    // Retries a few ms apart instead of minutes; the test polls for what the SMTP server saw.
    mailer: (env) =>
      createMailer(env, {
        retryDelaysMs: Array.from({ length: 20 }, () => 50),
        log: {
          warn: (details, message) =>
            logged.push({ level: 'warn', line: JSON.stringify({ details, message }) }),
          error: (details, message) =>
            logged.push({ level: 'error', line: JSON.stringify({ details, message }) }),
        },
      }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = (email: string) =>
  new TestClient(t.app).post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset' });

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
    const asked = await requestReset(patient.email);
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

  it('answers the same 200 while the SMTP server is down, then retries until the mail gets through', async () => {
    const unknown = await requestReset(uniqueEmail());
    const patient = await signUpPatient(t.app);

    smtp.setDown(true);
    const asked = await requestReset(patient.email);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(unknown.json());

    // Two attempts refused, then the server comes back.
    await vi.waitFor(
      () => {
        if (smtp.refused < 2) throw new Error('not retried yet');
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(smtp.received.some((mail) => mail.to.includes(patient.email))).toBe(false);
    smtp.setDown(false);

    const mail = await mailArrivingFor(patient.email);
    expect(tokenIn(mail.raw)).toMatch(/^[A-Za-z0-9_-]+$/);
    // Failed attempts are logged with codes only: never the address.
    const warnings = logged.filter((entry) => entry.level === 'warn');
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    for (const entry of warnings) expect(entry.line).not.toContain(patient.email);
    expect(warnings[0]!.line).toContain('"responseCode":421');
  });
});
