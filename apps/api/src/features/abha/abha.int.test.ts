import { ABHA_MESSAGES as M, type Abha, type Profile } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function put(patient: TestPatient, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/abha',
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

const read = async (patient: TestPatient) => (await patient.client.get('/api/abha')).json<Abha>();

describe('ABHA at /api/abha (docs/decisions/021-abha-self-declared.md)', () => {
  it('starts empty, saves the number and address normalised, and shows them on the profile', async () => {
    const patient = await signUpPatient(t.app);
    expect(await read(patient)).toEqual({ abha_number: null, abha_address: null, verified: false });

    const saved = await put(patient, { abha_number: '91-2345-6789-0123', abha_address: 'Asha.Verma@ABDM' });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { abha_number: '91234567890123', abha_address: 'asha.verma@abdm', verified: false };
    expect(saved.json()).toEqual(expected);
    expect(await read(patient)).toEqual(expected);
    expect((await patient.client.get('/api/profile')).json<Profile>()).toMatchObject({
      abha_number: '91234567890123',
      abha_address: 'asha.verma@abdm',
    });

    const cleared = await put(patient, { abha_address: '' });
    expect(cleared.json()).toEqual({ ...expected, abha_address: null });
  });

  it('refuses 13 digits, a bad address and an empty body with a 400, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    await put(patient, { abha_number: '91234567890123' });
    for (const [body, message] of [
      [{ abha_number: '9123456789012' }, M.invalidNumber],
      [{ abha_number: '9123456789012', abha_address: 'good.name1@abdm' }, M.invalidNumber],
      [{ abha_address: 'asha@abdm' }, M.invalidAddress],
      [{ abha_address: 'asha.verma@gmail.com' }, M.invalidAddress],
      [{ abha_number: 91234567890123 }, M.invalidNumber],
      [{}, M.nothingToUpdate],
    ] as const) {
      const response = await put(patient, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect(await read(patient)).toEqual({
      abha_number: '91234567890123',
      abha_address: null,
      verified: false,
    });
  });

  it("writes only the signed-in patient's profile, whatever the body says", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const response = await put(owner, { abha_number: '12345678901234', user_id: other.userId });
    expect(response.statusCode).toBe(200);
    expect(await read(other)).toMatchObject({ abha_number: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/abha' })).statusCode).toBe(401);
  });
});
