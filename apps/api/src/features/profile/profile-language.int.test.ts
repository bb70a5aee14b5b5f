import { LANGUAGE_COOKIE } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import {
  signUpPatient,
  TEST_PASSWORD,
  TestClient,
  uniqueEmail,
  type TestPatient,
  requestPasswordReset,
} from '../../test/client.js';
import { latestMailTo } from '../../test/outbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** PUT /api/profile/language as `patient` (the test client only sends GET and POST). */
function putLanguage(patient: TestPatient | null, body: unknown) {
  const cookie = patient?.client.cookieHeader;
  return t.app.inject({
    method: 'PUT',
    url: '/api/profile/language',
    headers: { origin: TEST_BASE_URL, ...(cookie ? { cookie } : {}) },
    payload: body as Record<string, unknown>,
  });
}

async function headerLanguage(patient: TestPatient): Promise<unknown> {
  const header = await patient.client.get('/api/profile/header');
  expect(header.statusCode).toBe(200);
  return header.json<{ preferred_language: unknown }>().preferred_language;
}

describe('preferred language (docs/decisions/029-languages.md)', () => {
  it('starts in English, or in the language the landing page stored in its cookie', async () => {
    expect(await headerLanguage(await signUpPatient(t.app))).toBe('en');

    const client = new TestClient(t.app);
    client.cookies.set(LANGUAGE_COOKIE, 'hi');
    const email = uniqueEmail();
    const response = await client.post('/api/auth/sign-up/email', {
      name: 'Asha Rani Verma',
      email,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const header = await client.get('/api/profile/header');
    expect(header.json()).toMatchObject({ preferred_language: 'hi' });
  });

  it('saves a switch on the profile, for every device the patient signs in from', async () => {
    const patient = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);

    const saved = await putLanguage(patient, { preferred_language: 'hi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ preferred_language: 'hi' });
    expect(await headerLanguage(patient)).toBe('hi');
    // Only the signed-in patient's own profile changes.
    expect(await headerLanguage(other)).toBe('en');

    const signedInElsewhere = new TestClient(t.app);
    await signedInElsewhere.post('/api/auth/sign-in/email', {
      email: patient.email,
      password: patient.password,
    });
    const header = await signedInElsewhere.get('/api/profile/header');
    expect(header.json()).toMatchObject({ preferred_language: 'hi' });
  });

  it('refuses a language we do not speak with a 400, and a visitor without a session with a 401', async () => {
    const patient = await signUpPatient(t.app);
    const refused = await putLanguage(patient, { preferred_language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await headerLanguage(patient)).toBe('en');

    expect((await putLanguage(null, { preferred_language: 'hi' })).statusCode).toBe(401);
  });

  it('sends the password-reset e-mail in the patient’s language', async () => {
    const patient = await signUpPatient(t.app);
    expect((await putLanguage(patient, { preferred_language: 'hi' })).statusCode).toBe(200);

    const asked = await requestPasswordReset(t.app, patient.email);
    expect(asked.statusCode).toBe(200);
    const mail = await latestMailTo(t, patient.email);
    expect(mail?.subject).toBe('अपना Sehat पासवर्ड बदलें');
    expect(mail?.text).toContain('नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें:');
  });
});
