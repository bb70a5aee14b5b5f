import { AUTH_MESSAGES, PATIENT_ID_PATTERN } from '@sehat/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TEST_PASSWORD, TestClient, uniqueEmail } from '../../test/client.js';
import { createProfileForAccount } from '../profile/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function usersWithEmail(email: string) {
  return t.db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
}

describe('POST /api/auth/sign-up/email', () => {
  it('creates the account, signs it in, and creates its profile with a patient id', async () => {
    const patient = await signUpPatient(t.app, { name: 'Asha  Rani Verma' });

    const header = await patient.client.get('/api/profile/header');
    expect(header.statusCode).toBe(200);
    expect(header.json()).toEqual({
      patient_id: expect.stringMatching(PATIENT_ID_PATTERN),
      display_name: 'Asha  Rani Verma',
      email: patient.email,
      profile_picture_url: null,
      preferred_language: 'en',
    });

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, patient.userId));
    expect(profile).toMatchObject({
      fullName: 'Asha  Rani Verma',
      firstName: 'Asha',
      lastName: 'Rani Verma',
      email: patient.email,
    });
  });

  it('sets an httpOnly, SameSite=Lax session cookie lasting SESSION_MAX_HOURS (not Secure on http)', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Ravi Kumar',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
    });
    const cookie = response.cookies.find((c) => c.name === 'sehat.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 12 * 60 * 60, path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('gives every patient a different patient id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const patient = await signUpPatient(t.app);
      ids.add((await patient.client.get('/api/profile/header')).json<{ patient_id: string }>().patient_id);
    }
    expect(ids.size).toBe(3);
  });

  it('trims the name and e-mail and stores the e-mail in lower case', async () => {
    const email = uniqueEmail('Mixed.Case');
    const patient = await signUpPatient(t.app, { name: '  Meera Nair ', email: `  ${email} ` });
    const header = (await patient.client.get('/api/profile/header')).json<{
      display_name: string;
      email: string;
    }>();
    expect(header).toMatchObject({ display_name: 'Meera Nair', email: email.toLowerCase() });
  });

  it('refuses a second account with the same e-mail, with a message', async () => {
    const patient = await signUpPatient(t.app);
    const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
      name: 'Someone Else',
      email: patient.email,
      password: 'Another123',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'User already exists. Use another email.',
      error: {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      },
    });
    expect(await usersWithEmail(patient.email)).toHaveLength(1);
  });

  it.each([
    ['short', 'abc1', AUTH_MESSAGES.weakPassword],
    ['letters only', 'abcdefghij', AUTH_MESSAGES.weakPassword],
    ['digits only', '1234567890', AUTH_MESSAGES.weakPassword],
  ])(
    'refuses a weak password (%s) with the product message and creates nothing',
    async (_label, password, message) => {
      const email = uniqueEmail();
      const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
        name: 'Weak Password',
        email,
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message } });
      expect(await usersWithEmail(email)).toHaveLength(0);
    },
  );

  it.each(['<', '>', "'", '"'])(
    'refuses a password containing %s (sign-in would remove it) and creates nothing',
    async (character) => {
      const email = uniqueEmail();
      const response = await new TestClient(t.app).post('/api/auth/sign-up/email', {
        name: 'Quoted Password',
        email,
        password: `secret${character}123`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        key: 'auth.passwordHasCleanedCharacters',
        message: AUTH_MESSAGES.passwordHasCleanedCharacters,
      });
      expect(await usersWithEmail(email)).toHaveLength(0);
    },
  );

  it('refuses a malformed e-mail and a blank name with the product messages', async () => {
    const client = new TestClient(t.app);
    const badEmail = await client.post('/api/auth/sign-up/email', {
      name: 'Asha',
      email: 'asha@nowhere',
      password: TEST_PASSWORD,
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toBe(AUTH_MESSAGES.invalidEmail);

    const blankName = await client.post('/api/auth/sign-up/email', {
      name: '   ',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().error.message).toBe(AUTH_MESSAGES.fillAllFields);
  });
});

describe('user and profile are created together or not at all', () => {
  it('leaves no account behind when the profile cannot be written', async () => {
    const email = uniqueEmail('profile-fails');
    // A real database failure, only for this e-mail: the profile insert raises.
    await t.db.execute(
      sql.raw(`
        CREATE OR REPLACE FUNCTION sehat_test_refuse_profile() RETURNS trigger AS $$
        BEGIN
          IF NEW.email LIKE 'profile-fails-%' THEN RAISE EXCEPTION 'profile refused for test'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`),
    );
    await t.db.execute(sql.raw('DROP TRIGGER IF EXISTS sehat_test_refuse_profile ON profiles'));
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER sehat_test_refuse_profile BEFORE INSERT ON profiles FOR EACH ROW EXECUTE FUNCTION sehat_test_refuse_profile()',
      ),
    );
    try {
      const client = new TestClient(t.app);
      const response = await client.post('/api/auth/sign-up/email', {
        name: 'No Profile',
        email,
        password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toEqual({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Something went wrong. Please try again.',
        key: 'general.generic',
      });
      expect(client.cookies.size).toBe(0);
      expect(await usersWithEmail(email)).toHaveLength(0);

      const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
        email,
        password: TEST_PASSWORD,
      });
      expect(signIn.statusCode).toBe(401);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER IF EXISTS sehat_test_refuse_profile ON profiles'));
    }
  });

  it('draws another patient id when the first is taken', async () => {
    const existing = await signUpPatient(t.app);
    const takenId = (await existing.client.get('/api/profile/header')).json<{ patient_id: string }>()
      .patient_id;
    const userId = `test-${crypto.randomUUID()}`;
    await t.db.insert(user).values({ id: userId, name: 'Kiran Rao', email: uniqueEmail() });

    const draws = [takenId, 'SEH-TESTRETR'];
    await createProfileForAccount(t.db, userId, () => draws.shift() ?? 'SEH-UNEXPECT');

    const [profile] = await t.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.patientId).toBe('SEH-TESTRETR');
    expect(draws).toEqual([]);
    await t.db.delete(user).where(eq(user.id, userId));
  });
});
