import { AUTH_MESSAGES } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { TestClient, signUpPatient, uniqueEmail } from '../../test/client.js';
import { firstLink, latestMailTo } from '../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(email: string, password: string) {
  const client = new TestClient(t.app);
  const response = await client.post('/api/auth/sign-in/email', { email, password });
  return { client, status: response.statusCode };
}

describe('change password from the profile page (docs/product.md#validation-rules, docs/product.md#limits-and-constants; docs/architecture.md#d1-auth-with-better-auth)', () => {
  it('checks the current password, accepts 6 characters, and signs out the other sessions', async () => {
    const patient = await signUpPatient(t.app);
    const otherDevice = await signIn(patient.email, patient.password);
    expect(otherDevice.status).toBe(200);
    expect((await otherDevice.client.get('/api/profile')).statusCode).toBe(200);

    const wrong = await patient.client.post('/api/auth/change-password', {
      currentPassword: 'not-my-password1',
      newPassword: 'neem42',
      revokeOtherSessions: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message?: string; error?: { message: string } }>()).toBeTruthy();
    expect((await signIn(patient.email, patient.password)).status).toBe(200);

    const changed = await patient.client.post('/api/auth/change-password', {
      currentPassword: patient.password,
      newPassword: 'neem42',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // This browser stays signed in; the other device is signed out.
    expect((await patient.client.get('/api/profile')).statusCode).toBe(200);
    expect((await otherDevice.client.get('/api/profile')).statusCode).toBe(401);

    expect((await signIn(patient.email, patient.password)).status).toBe(401);
    expect((await signIn(patient.email, 'neem42')).status).toBe(200);
  });

  it('refuses a new password under 6 characters', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/auth/change-password', {
      currentPassword: patient.password,
      newPassword: 'ab12',
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(400);
    expect((await signIn(patient.email, patient.password)).status).toBe(200);
  });

  it('refuses a new password with < > \' or " (the sign-in form would strip them)', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/auth/change-password', {
      currentPassword: patient.password,
      newPassword: 'abc"123',
      revokeOtherSessions: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(
      AUTH_MESSAGES.passwordHasCleanedCharacters,
    );
    expect((await signIn(patient.email, patient.password)).status).toBe(200);
  });

  it('still requires 8 characters with a letter and a digit on sign-up (the 6 is for this panel only)', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Short Pass',
      email: uniqueEmail(),
      password: 'abc123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(AUTH_MESSAGES.weakPassword);
  });

  it('still requires 8 characters with a letter and a digit on reset', async () => {
    const patient = await signUpPatient(t.app);
    const client = new TestClient(t.app);
    await client.post('/api/auth/request-password-reset', {
      email: patient.email,
      redirectTo: '/auth/reset',
    });
    const mail = await latestMailTo(t, patient.email);
    const token = decodeURIComponent(/reset-password\/([^?]+)/.exec(firstLink(mail!))![1]!);
    const response = await client.post('/api/auth/reset-password', { newPassword: 'abc123', token });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(AUTH_MESSAGES.weakPassword);
  });

  it('needs a session', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'abcdef',
    });
    expect(response.statusCode).toBe(401);
  });
});
