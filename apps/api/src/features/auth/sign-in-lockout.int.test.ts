import { AUTH_SERVER_MESSAGES } from '@sehat/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient, uniqueEmail } from '../../test/client.js';
import { SIGN_IN_LOCKED, SIGN_IN_LOCKOUT } from './sign-in-lockout.js';

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

const WINDOW_MS = SIGN_IN_LOCKOUT.windowSeconds * 1000;

/** One sign-in from a fresh source address (a new TestClient has its own remoteAddress). */
const signInFromNewAddress = (email: string, password: string) =>
  new TestClient(t.app).post('/api/auth/sign-in/email', { email, password });

describe('per-account sign-in lockout (docs/decisions/014-guessing-and-rate-limits.md)', () => {
  it('locks an account after 5 failures from 6 addresses, refuses the right password, and lets it in after 15 minutes', async () => {
    const patient = await signUpPatient(t.app);
    const firstFailureAt = Date.now();
    for (let i = 0; i < SIGN_IN_LOCKOUT.max; i++)
      expect((await signInFromNewAddress(patient.email, 'Wrong1234')).statusCode).toBe(401);

    const locked = await signInFromNewAddress(patient.email, 'Wrong1234');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.windowSeconds);
    const refusal = { ...SIGN_IN_LOCKED, message: AUTH_SERVER_MESSAGES.tooManySignInAttempts };
    expect(locked.json()).toEqual({ ...refusal, error: refusal });

    // The right password, typed differently, from yet another address: still refused, no cookie.
    const right = await signInFromNewAddress(`  ${patient.email.toUpperCase()} `, patient.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();

    // Two seconds before the window from the first failure ends, however long the guesses above took.
    offsetMs = firstFailureAt + WINDOW_MS - 2000 - Date.now();
    expect((await signInFromNewAddress(patient.email, patient.password)).statusCode).toBe(429);

    offsetMs = WINDOW_MS + 1000;
    const after = await signInFromNewAddress(patient.email, patient.password);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ user: { email: patient.email } });
  });

  it('answers a locked unknown account exactly like a locked real one', async () => {
    const patient = await signUpPatient(t.app);
    const nobody = uniqueEmail('nobody');
    for (const email of [patient.email, nobody])
      for (let i = 0; i < SIGN_IN_LOCKOUT.max; i++) await signInFromNewAddress(email, 'Wrong1234');

    const real = await signInFromNewAddress(patient.email, 'Wrong1234');
    const unknown = await signInFromNewAddress(nobody, 'Wrong1234');
    expect(real.statusCode).toBe(429);
    expect(unknown.statusCode).toBe(429);
    expect(unknown.body).toBe(real.body);
    expect(unknown.headers['retry-after']).toBeDefined();
  });

  it('lets no more than 5 guesses through when they arrive all at once', async () => {
    const patient = await signUpPatient(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signInFromNewAddress(patient.email, 'Wrong1234')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_LOCKOUT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - SIGN_IN_LOCKOUT.max);
  });

  it('counts only failures: successful sign-ins and refused inputs do not use up the allowance', async () => {
    const patient = await signUpPatient(t.app);
    for (let i = 0; i < SIGN_IN_LOCKOUT.max; i++) {
      expect((await signInFromNewAddress(patient.email, patient.password)).statusCode).toBe(200);
      // An invalid body (password missing) is a 400, not a failed sign-in.
      expect(
        (await new TestClient(t.app).post('/api/auth/sign-in/email', { email: patient.email })).statusCode,
      ).toBe(400);
    }
    for (let i = 0; i < SIGN_IN_LOCKOUT.max - 1; i++)
      expect((await signInFromNewAddress(patient.email, 'Wrong1234')).statusCode).toBe(401);
    expect((await signInFromNewAddress(patient.email, patient.password)).statusCode).toBe(200);
  });

  it('locks one account without touching another', async () => {
    const victim = await signUpPatient(t.app);
    const bystander = await signUpPatient(t.app);
    for (let i = 0; i <= SIGN_IN_LOCKOUT.max; i++) await signInFromNewAddress(victim.email, 'Wrong1234');
    expect((await signInFromNewAddress(victim.email, victim.password)).statusCode).toBe(429);
    expect((await signInFromNewAddress(bystander.email, bystander.password)).statusCode).toBe(200);
  });
});
