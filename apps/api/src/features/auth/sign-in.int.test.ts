import { englishMessage } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../db/schema/index.js';
import { originRefusedMessage } from '../../plugins/origin-check.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { randomIp, signUpPatient, TestClient, uniqueEmail } from '../../test/client.js';
import { AUTH_RATE_LIMITS } from './auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign in and sign out', () => {
  it('signs in with the right password, reaches the API, and signs out', async () => {
    const patient = await signUpPatient(t.app);
    const browser = new TestClient(t.app);

    const signIn = await browser.post('/api/auth/sign-in/email', {
      email: patient.email,
      password: patient.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { email: patient.email } });
    expect((await browser.get('/api/dashboard')).statusCode).toBe(200);

    const session = await browser.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { id: patient.userId } });

    const stolenCookie = browser.cookieHeader;
    const signOut = await browser.post('/api/auth/sign-out');
    expect(signOut.statusCode).toBe(200);
    expect(browser.cookies.has('sehat.session_token')).toBe(false);

    // The session is gone on the server too, not only in the browser.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: stolenCookie },
    });
    expect(replay.statusCode).toBe(401);
    // Another browser's session is untouched.
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const patient = await signUpPatient(t.app);
    const wrongPassword = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: patient.email,
      password: 'Wrong1234',
    });
    const unknownEmail = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'Wrong1234',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({
      message: 'Invalid email or password',
      error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
    });
  });

  it('stores the password as an argon2id hash', async () => {
    const patient = await signUpPatient(t.app);
    const [row] = await t.db
      .select({ password: account.password })
      .from(account)
      .where(eq(account.userId, patient.userId));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('change password', () => {
  it('signs out the other sessions even when the client does not ask to', async () => {
    const patient = await signUpPatient(t.app);
    const otherDevice = new TestClient(t.app);
    await otherDevice.post('/api/auth/sign-in/email', { email: patient.email, password: patient.password });
    expect((await otherDevice.get('/api/dashboard')).statusCode).toBe(200);

    const changed = await patient.client.post('/api/auth/change-password', {
      currentPassword: patient.password,
      newPassword: 'Changed789',
    });
    expect(changed.statusCode).toBe(200);
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/dashboard')).statusCode).toBe(401);
  });
});

describe('origin check', () => {
  it('refuses a sign-in posted from a foreign origin', async () => {
    const patient = await signUpPatient(t.app);
    const response = await new TestClient(t.app).post(
      '/api/auth/sign-in/email',
      { email: patient.email, password: patient.password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    // Our CSRF check answers first, naming the address to open (docs/decisions/012-newcomer-defaults.md).
    const refusal = {
      code: 'INVALID_ORIGIN',
      key: 'request.otherOrigin',
      values: { address: TEST_BASE_URL },
      message: englishMessage(originRefusedMessage(TEST_BASE_URL)),
    };
    expect(response.json()).toEqual({ ...refusal, error: refusal });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cookie-carrying sign-out from a foreign origin', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/auth/sign-out', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  const { max } = AUTH_RATE_LIMITS['/sign-in/email'];
  const attempt = (client: TestClient, email: string, headers: Record<string, string> = {}) =>
    client.post('/api/auth/sign-in/email', { email, password: 'Wrong1234' }, { headers });

  it(`answers 429 with Retry-After after ${max} sign-in attempts a minute from one IP, and only for that IP`, async () => {
    const attacker = new TestClient(t.app);
    // A different account each time, so only the per-address limit is in play (not the account lockout).
    for (let i = 0; i < max; i++)
      expect((await attempt(attacker, uniqueEmail('target'))).statusCode).toBe(401);

    const limited = await attempt(attacker, uniqueEmail('target'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await attempt(new TestClient(t.app), uniqueEmail('target'))).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const attacker = new TestClient(t.app);
    for (let i = 0; i < max; i++)
      await attempt(attacker, uniqueEmail('spoof'), { 'x-forwarded-for': randomIp() });
    expect(
      (await attempt(attacker, uniqueEmail('spoof'), { 'x-forwarded-for': randomIp() })).statusCode,
    ).toBe(429);
  });

  it('keys clients by X-Forwarded-For behind a trusted proxy', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const proxy = new TestClient(proxied.app, '127.0.0.1');
      const email = () => uniqueEmail('proxied');
      const first = randomIp();
      for (let i = 0; i < max; i++) await attempt(proxy, email(), { 'x-forwarded-for': first });
      expect((await attempt(proxy, email(), { 'x-forwarded-for': first })).statusCode).toBe(429);
      expect((await attempt(proxy, email(), { 'x-forwarded-for': randomIp() })).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
