import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../test/app.js';
import { randomIp, signUpPatient, TEST_PASSWORD, uniqueEmail } from '../test/client.js';
import { MAX_JSON_DEPTH, NUL_MESSAGE } from './input-guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NUL_REFUSAL = { error: { code: 'NUL_CHARACTER', key: 'request.nulCharacter', message: NUL_MESSAGE } };
const CLINIC = {
  name: 'Sunrise Family Clinic',
  phone: '+91 98765 43210',
  email: 'sunrise@example.com',
  address: '5 Residency Road',
  state: 'Karnataka',
  city: 'Bengaluru',
};
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('a NUL character (U+0000) anywhere → 400, nothing stored (no 5xx from bad input)', () => {
  it('in a JSON body, even deep in an array or as a key', async () => {
    const patient = await signUpPatient(t.app);
    for (const body of [
      { ...CLINIC, name: 'Sunrise\u0000Clinic' },
      { ...CLINIC, specialties: ['ENT', 'Cardio\u0000logy'] },
      { ...CLINIC, ['na\u0000me']: 'x' },
    ]) {
      const response = await patient.client.post('/api/clinics', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(NUL_REFUSAL);
    }
    const list = await patient.client.get('/api/clinics');
    expect(list.json<{ total: number }>().total).toBe(0);
  });

  it('in a query value, a path parameter or a header', async () => {
    const patient = await signUpPatient(t.app);
    for (const url of ['/api/clinics?city=Pune%00', '/api/hospitals/a%00b', '/api/medical-records/%00']) {
      const response = await patient.client.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(NUL_REFUSAL);
    }
    const header = await patient.client.get('/api/dashboard', { headers: { 'user-agent': 'x\u0000y' } });
    expect(header.statusCode).toBe(400);
  });

  it('in a sign-up: no account is created', async () => {
    const email = uniqueEmail();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: randomIp(),
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Asha\u0000', email, password: TEST_PASSWORD }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(NUL_REFUSAL.error);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

describe(`JSON nested deeper than ${MAX_JSON_DEPTH} levels → 400 before any handler`, () => {
  it('on our routes and on every better-auth endpoint, however deep', async () => {
    const patient = await signUpPatient(t.app);
    for (const url of ['/api/clinics', '/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      for (const depth of [MAX_JSON_DEPTH + 1, 5000, 200_000]) {
        const response = await patient.client.post(url, nested(depth), {
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} at depth ${depth}`).toBe(400);
        expect(response.json().error.code).toBe('JSON_TOO_DEEP');
      }
    }
  });

  it(`accepts ${MAX_JSON_DEPTH} levels (the check is not off by one)`, async () => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/notifications/read', nested(MAX_JSON_DEPTH), {
      headers: { 'content-type': 'application/json' },
    });
    // Parsed, then refused by the route's schema: a validation error, not the depth guard.
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('better-auth receives the body exactly as sent', () => {
  it('signs up with a name in Devanagari and a password written with JSON escapes', async () => {
    const email = uniqueEmail();
    // "Tamarind\u0034\u0032" is TEST_PASSWORD (Tamarind42) once decoded, by better-auth alone.
    const text = `{"name":"\\u0906\\u0936\\u093e Verma","email":"${email}","password":"Tamarind\\u0034\\u0032"}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: randomIp(),
      headers: { origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: text,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.email, email));
    expect(row?.name).toBe('आशा Verma');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: randomIp(),
      headers: { origin: TEST_BASE_URL },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
