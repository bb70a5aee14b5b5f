import { AUTH_MESSAGES } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema/index.js';
import { COMMON_PASSWORD_MESSAGE } from './common-passwords.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient, uniqueEmail } from '../../test/client.js';
import { firstLink, latestMailTo } from '../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refusal = {
  code: 'COMMON_PASSWORD',
  key: 'authServer.commonPassword',
  message: COMMON_PASSWORD_MESSAGE,
};

describe('common/breached passwords are refused (docs/decisions/014-guessing-and-rate-limits.md)', () => {
  it.each(['password1', 'qwerty123', 'Password1', 'iloveyou1', 'secret123'])(
    'refuses %s at sign-up and creates nothing',
    async (password) => {
      const email = uniqueEmail();
      const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
        name: 'Common Password',
        email,
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: refusal.message, error: refusal });
      expect(await t.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    },
  );

  it('keeps the product rules and their messages first', async () => {
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Weak And Common',
      email: uniqueEmail(),
      password: '123456',
    });
    expect(response.json().error.message).toBe(AUTH_MESSAGES.weakPassword);
  });

  it('refuses a common new password on change, keeping the old one', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/auth/change-password', {
      currentPassword: patient.password,
      newPassword: 'abc123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(refusal);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: patient.email,
      password: patient.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a common new password on reset and keeps the link usable', async () => {
    const patient = await signUpPatient(t.app);
    const client = new TestClient(t.app);
    await client.post('/api/auth/request-password-reset', {
      email: patient.email,
      redirectTo: '/auth/reset',
    });
    const mail = await latestMailTo(t, patient.email);
    const token = decodeURIComponent(/reset-password\/([^?]+)/.exec(firstLink(mail!))![1]!);

    const common = await client.post('/api/auth/reset-password', { newPassword: 'qwerty123', token });
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toEqual(refusal);

    const fine = await client.post('/api/auth/reset-password', { newPassword: 'Marigold58', token });
    expect(fine.statusCode).toBe(200);
  });
});
