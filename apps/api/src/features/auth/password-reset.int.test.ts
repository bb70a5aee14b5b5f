import { AUTH_MESSAGES } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import {
  signUpPatient,
  TestClient,
  uniqueEmail,
  type TestPatient,
  requestPasswordReset,
} from '../../test/client.js';
import { firstLink, latestMailTo, mailsTo } from '../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Renewed456';

/** Ask for a reset from a fresh browser (as the forgot-password form does) and return the mailed token. */
async function requestReset(patient: TestPatient): Promise<{ link: string; token: string }> {
  const response = await requestPasswordReset(t.app, patient.email);
  expect(response.statusCode).toBe(200);
  const mail = await latestMailTo(t, patient.email);
  if (!mail) throw new Error('no reset mail');
  const link = firstLink(mail);
  const token = /\/reset-password\/([^?]+)\?/.exec(link)?.[1];
  if (!token) throw new Error(`no token in ${link}`);
  return { link, token };
}

const signIn = (email: string, password: string) =>
  new TestClient(t.app).post('/api/auth/sign-in/email', { email, password });

describe('password reset through the dev outbox', () => {
  it('mails a link that leads to the reset page, sets the new password, and signs that browser in', async () => {
    const patient = await signUpPatient(t.app);
    const { link, token } = await requestReset(patient);

    const mail = await latestMailTo(t, patient.email);
    expect(mail).toMatchObject({ to: patient.email, subject: 'Reset your Sehat password' });
    expect(mail?.html).toContain(link);
    expect(link).toBe(`${TEST_BASE_URL}/api/auth/reset-password/${token}?callbackURL=%2Fauth%2Freset`);

    const browser = new TestClient(t.app);
    const opened = await browser.get(new URL(link).pathname + new URL(link).search);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${TEST_BASE_URL}/auth/reset?token=${token}`);

    const reset = await browser.post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    // The reset page goes to /dashboard: this browser now holds a session.
    expect((await browser.get('/api/dashboard')).statusCode).toBe(200);
    expect((await signIn(patient.email, patient.password)).statusCode).toBe(401);
    expect((await signIn(patient.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes every session that existed before the reset', async () => {
    const patient = await signUpPatient(t.app);
    const otherBrowser = new TestClient(t.app);
    await otherBrowser.post('/api/auth/sign-in/email', { email: patient.email, password: patient.password });
    expect((await otherBrowser.get('/api/dashboard')).statusCode).toBe(200);

    const { token } = await requestReset(patient);
    const resetBrowser = new TestClient(t.app);
    await resetBrowser.post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });

    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(401);
    expect((await otherBrowser.get('/api/dashboard')).statusCode).toBe(401);
    expect((await resetBrowser.get('/api/dashboard')).statusCode).toBe(200);
  });

  it('accepts a reset link only once', async () => {
    const patient = await signUpPatient(t.app);
    const { link, token } = await requestReset(patient);
    await new TestClient(t.app).post('/api/auth/reset-password', { newPassword: NEW_PASSWORD, token });

    const again = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: 'Another789',
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN', message: 'Invalid token' } });
    expect(again.headers['set-cookie']).toBeUndefined();

    const reopened = await new TestClient(t.app).get(new URL(link).pathname + new URL(link).search);
    expect(reopened.headers.location).toBe(`${TEST_BASE_URL}/auth/reset?error=INVALID_TOKEN`);
    expect((await signIn(patient.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('issues links valid for 30 minutes and refuses them afterwards', async () => {
    const patient = await signUpPatient(t.app);
    const { link, token } = await requestReset(patient);
    const identifier = `reset-password:${token}`;
    const [row] = await t.db.select().from(verification).where(eq(verification.identifier, identifier));
    const lifetimeSeconds = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(30 * 60 - 5);
    expect(lifetimeSeconds).toBeLessThanOrEqual(30 * 60 + 1);

    // 30 minutes pass.
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, identifier));

    const opened = await new TestClient(t.app).get(new URL(link).pathname + new URL(link).search);
    expect(opened.headers.location).toBe(`${TEST_BASE_URL}/auth/reset?error=INVALID_TOKEN`);
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(reset.statusCode).toBe(400);
    expect((await signIn(patient.email, patient.password)).statusCode).toBe(200);
  });

  it('refuses a weak new password with the product message and keeps the token usable', async () => {
    const patient = await signUpPatient(t.app);
    const { token } = await requestReset(patient);
    const weak = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: 'short',
      token,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      key: 'auth.weakPassword',
      message: AUTH_MESSAGES.weakPassword,
    });
    const strong = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(strong.statusCode).toBe(200);
  });

  it('refuses a new password the sign-in form could not send (< > \' ") and keeps the old one', async () => {
    const patient = await signUpPatient(t.app);
    const { token } = await requestReset(patient);
    const quoted = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: `Renewed"456`,
      token,
    });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      key: 'auth.passwordHasCleanedCharacters',
      message: AUTH_MESSAGES.passwordHasCleanedCharacters,
    });
    expect(quoted.headers['set-cookie']).toBeUndefined();
    expect((await signIn(patient.email, patient.password)).statusCode).toBe(200);
    const clean = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: NEW_PASSWORD,
      token,
    });
    expect(clean.statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const patient = await signUpPatient(t.app);
    const known = await requestPasswordReset(t.app, patient.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestPasswordReset(t.app, unknownEmail);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(t, unknownEmail)).toEqual([]);
  });

  it('refuses a redirect to a foreign site', async () => {
    const patient = await signUpPatient(t.app);
    const response = await new TestClient(t.app).post('/api/auth/request-password-reset', {
      email: patient.email,
      redirectTo: 'https://evil.example/steal',
    });
    expect(response.statusCode).toBe(403);
    expect(await mailsTo(t, patient.email)).toEqual([]);
  });
});
