import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TEST_PASSWORD, TestClient, uniqueEmail } from '../../test/client.js';

// The app's clock runs `offsetMs` ahead of real time; tests move it instead of waiting.
let offsetMs = 0;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(Date.now() + offsetMs) });
});
beforeEach(() => {
  offsetMs = 0;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session idle timeout and absolute lifetime (defaults 30 min / 12 h, OWASP ASVS 3.3.2)', () => {
  it('keeps a session used within 30 minutes and ends one left idle for 31', async () => {
    const patient = await signUpPatient(t.app);
    offsetMs = 29 * MINUTE;
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);

    // 31 minutes after that last request.
    offsetMs = 60 * MINUTE;
    const idle = await patient.client.get('/api/dashboard');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({
      error: { code: 'UNAUTHORIZED', key: 'request.signIn', message: 'Please sign in.' },
    });

    // The session is gone for good, not only for that request: the web app's session check agrees.
    offsetMs = 0;
    expect((await patient.client.get('/api/auth/get-session')).json()).toBeNull();
    expect(patient.client.cookies.has('sehat.session_token')).toBe(false);
  });

  it('ends the web app session check (get-session) itself after 31 idle minutes', async () => {
    const patient = await signUpPatient(t.app);
    offsetMs = 31 * MINUTE;
    const session = await patient.client.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toBeNull();
    offsetMs = 0;
    expect((await patient.client.get('/api/dashboard')).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in even when it was used every 20 minutes', async () => {
    const patient = await signUpPatient(t.app);
    for (offsetMs = 20 * MINUTE; offsetMs < 12 * HOUR; offsetMs += 20 * MINUTE) {
      const response = await patient.client.get('/api/profile/header');
      expect(response.statusCode, `at ${offsetMs / MINUTE} min`).toBe(200);
    }
    offsetMs = 12 * HOUR;
    expect((await patient.client.get('/api/profile/header')).statusCode).toBe(401);
    expect((await patient.client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('follows SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    const custom = await buildTestApp({
      env: { SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' },
      now: () => new Date(Date.now() + offsetMs),
    });
    try {
      const patient = await signUpPatient(custom.app);
      offsetMs = 4 * MINUTE;
      expect((await patient.client.get('/api/dashboard')).statusCode).toBe(200);
      offsetMs = 10 * MINUTE;
      expect((await patient.client.get('/api/dashboard')).statusCode).toBe(401);

      offsetMs = 0;
      const active = await signUpPatient(custom.app);
      for (offsetMs = 4 * MINUTE; offsetMs < HOUR; offsetMs += 4 * MINUTE)
        expect((await active.client.get('/api/dashboard')).statusCode).toBe(200);
      offsetMs = HOUR;
      expect((await active.client.get('/api/dashboard')).statusCode).toBe(401);
    } finally {
      await custom.close();
    }
  });

  it('does not re-send the cookie on every request', async () => {
    const patient = await signUpPatient(t.app);
    offsetMs = 5 * MINUTE;
    const response = await patient.client.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the session token stays in the httpOnly cookie', () => {
  const hasToken = (body: string) => /"token"/.test(body);

  it('never appears in a response body of sign-up, sign-in, get-session, change-password or list-sessions', async () => {
    const client = new TestClient(t.app);
    const email = uniqueEmail();
    const signUp = await client.post('/api/auth/sign-up/email', {
      name: 'Token Free',
      email,
      password: TEST_PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    const cookieToken = client.cookies.get('sehat.session_token')!.split('.')[0]!;
    const bodies = [signUp.body];

    const browser = new TestClient(t.app);
    const signIn = await browser.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ user: { email } });
    bodies.push(signIn.body);

    const session = await browser.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ session: { userId: expect.any(String) }, user: { email } });
    bodies.push(session.body);
    bodies.push((await browser.get('/api/auth/list-sessions')).body);

    const changed = await browser.post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Changed789',
    });
    expect(changed.statusCode).toBe(200);
    bodies.push(changed.body);

    for (const body of bodies) {
      expect(hasToken(body), body).toBe(false);
      expect(body).not.toContain(cookieToken);
    }
  });
});

describe('cookie on https', () => {
  it('is __Host-sehat.session_token: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain', async () => {
    const baseUrl = 'https://sehat.example.org';
    const secure = await buildTestApp({ env: { BASE_URL: baseUrl } });
    try {
      const client = new TestClient(secure.app);
      const response = await client.post(
        '/api/auth/sign-up/email',
        { name: 'Secure Cookie', email: uniqueEmail(), password: TEST_PASSWORD },
        { headers: { origin: baseUrl } },
      );
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({
        name: '__Host-sehat.session_token',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 12 * 60 * 60,
      });
      expect(cookie?.domain).toBeUndefined();
      // The API reads the prefixed cookie back.
      expect((await client.get('/api/dashboard', { headers: { origin: baseUrl } })).statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
