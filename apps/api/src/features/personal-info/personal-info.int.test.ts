import { PERSONAL_INFO_MESSAGES as M, personalInfoSchema } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestClient } from '../../test/client.js';

/** 10:00 IST on 5 March 2026: someone born 14 July 1988 is 37. */
const NOW = new Date('2026-03-05T04:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

function patch(client: TestClient, payload: unknown) {
  return t.app.inject({
    method: 'PATCH',
    url: '/api/personal-info',
    payload: payload as object,
    remoteAddress: client.ip,
    headers: { origin: TEST_BASE_URL, cookie: client.cookieHeader },
  });
}

const FULL = {
  blood_group: 'B+',
  date_of_birth: '1988-07-14',
  age: 37,
  father_name: 'Suresh Verma',
  mother_name: 'Lata Verma',
  height_cm: 165.25,
  weight_kg: 58.4,
};

describe('GET /api/personal-info (docs/product.md#edit-personal-information, docs/product.md#data-calls)', () => {
  it('answers the identity fields and the empty health fields of a new patient', async () => {
    const patient = await signUpPatient(t.app, { name: 'Asha Rani Verma' });
    const response = await patient.client.get('/api/personal-info');
    expect(response.statusCode).toBe(200);
    const info = personalInfoSchema.parse(response.json());
    expect(info).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rani Verma',
      blood_group: null,
      age: null,
      height_cm: null,
      allergies: [],
      chronic_conditions: [],
    });
    expect(info.patient_id).toMatch(/^SEH-/);
    expect(Object.keys(response.json<object>())).not.toContain('email');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/personal-info',
      headers: { origin: TEST_BASE_URL },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/personal-info (docs/product.md#personal-info)', () => {
  it('saves every field and reads them back with units (cm, kg)', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patch(patient.client, FULL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(FULL);
    expect((await patient.client.get('/api/personal-info')).json()).toMatchObject(FULL);
  });

  it('clears fields with null and keeps the bounds themselves', async () => {
    const patient = await signUpPatient(t.app);
    await patch(patient.client, FULL);
    const cleared = await patch(patient.client, {
      age: null,
      blood_group: null,
      date_of_birth: '',
      father_name: '',
    });
    expect(cleared.json()).toMatchObject({
      age: null,
      blood_group: null,
      date_of_birth: null,
      father_name: null,
      mother_name: 'Lata Verma',
    });
    const bounds = await patch(patient.client, { age: 150, height_cm: 300, weight_kg: 500 });
    expect(bounds.statusCode).toBe(200);
    expect(bounds.json()).toMatchObject({ age: 150, height_cm: 300, weight_kg: 500 });
  });

  it('refuses out-of-range and malformed values with the message, saving nothing of that request', async () => {
    const patient = await signUpPatient(t.app);
    await patch(patient.client, FULL);
    for (const [body, message] of [
      [{ age: 'abc' }, M.invalidAge],
      [{ age: 151 }, M.invalidAge],
      [{ age: -1 }, M.invalidAge],
      [{ height_cm: 301, weight_kg: 60 }, M.invalidHeight],
      [{ height_cm: 170.555 }, M.invalidHeight],
      [{ weight_kg: 500.5 }, M.invalidWeight],
      [{ weight_kg: -3 }, M.invalidWeight],
      [{ blood_group: 'Z+' }, M.invalidBloodGroup],
      [{ date_of_birth: '1990-13-01' }, M.invalidDateOfBirth],
      [{ date_of_birth: '2999-01-01' }, M.futureDateOfBirth],
      [{ father_name: 'x'.repeat(200) }, M.nameTooLong],
      [{}, M.nothingToUpdate],
    ] as const) {
      const response = await patch(patient.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect((await patient.client.get('/api/personal-info')).json()).toMatchObject(FULL);
  });

  it('never writes patient_id, names, e-mail or user_id, even when sent (docs/product.md#roles-and-access)', async () => {
    const patient = await signUpPatient(t.app, { name: 'Nisha Kapoor' });
    const other = await signUpPatient(t.app);
    const before = personalInfoSchema.parse((await patient.client.get('/api/personal-info')).json());
    const response = await patch(patient.client, {
      age: 30,
      patient_id: 'SEH-HACKED00',
      first_name: 'Evil',
      last_name: 'Twin',
      email: 'evil@example.test',
      user_id: other.userId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...before, age: 30 });
    expect((await patient.client.get('/api/profile')).json()).toMatchObject({ email: patient.email });
    expect((await other.client.get('/api/personal-info')).json()).toMatchObject({ age: null });
  });

  it('saves allergies and chronic conditions as lists, dropping repeats, and clears them with []', async () => {
    const patient = await signUpPatient(t.app);
    const saved = await patch(patient.client, {
      allergies: [' Peanuts ', 'Penicillin', 'peanuts'],
      chronic_conditions: ['Type 2 diabetes', 'Asthma'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      allergies: ['Peanuts', 'Penicillin'],
      chronic_conditions: ['Type 2 diabetes', 'Asthma'],
    });
    expect((await patient.client.get('/api/profile')).json()).toMatchObject({
      allergies: ['Peanuts', 'Penicillin'],
    });
    await patch(patient.client, { allergies: [] });
    expect((await patient.client.get('/api/personal-info')).json()).toMatchObject({
      allergies: [],
      chronic_conditions: ['Type 2 diabetes', 'Asthma'],
    });
  });

  it('refuses a 21st entry, a blank or over-long entry and a non-list, keeping the saved lists', async () => {
    const patient = await signUpPatient(t.app);
    await patch(patient.client, { allergies: ['Latex'], chronic_conditions: ['Asthma'] });
    for (const [body, message] of [
      [{ allergies: Array.from({ length: 21 }, (_, i) => `Allergy ${i}`) }, M.allergiesTooMany],
      [{ chronic_conditions: Array.from({ length: 21 }, (_, i) => `C${i}`) }, M.conditionsTooMany],
      [{ allergies: ['Dust', '  '] }, M.listItemBlank],
      [{ chronic_conditions: ['x'.repeat(61)] }, M.listItemTooLong],
      [{ allergies: 'Peanuts' }, M.allergiesTooMany],
      [{ allergies: ['Dust'], age: 200 }, M.invalidAge],
    ] as const) {
      const response = await patch(patient.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    expect((await patient.client.get('/api/personal-info')).json()).toMatchObject({
      allergies: ['Latex'],
      chronic_conditions: ['Asthma'],
    });
  });

  it("changes only the signed-in patient's row", async () => {
    const a = await signUpPatient(t.app);
    const b = await signUpPatient(t.app);
    await patch(a.client, { blood_group: 'O-' });
    expect((await b.client.get('/api/personal-info')).json()).toMatchObject({ blood_group: null });
  });
});

describe('age and date of birth (docs/product.md#screens-added-since-the-first-version)', () => {
  it('derives the age from the date of birth, ignoring a sent age', async () => {
    const patient = await signUpPatient(t.app);
    const saved = await patch(patient.client, { date_of_birth: '2000-03-06', age: 99 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ date_of_birth: '2000-03-06', age: 25 });

    // An age alone while a date of birth is kept changes nothing.
    expect((await patch(patient.client, { age: 80 })).json()).toMatchObject({ age: 25 });
    expect((await patient.client.get('/api/personal-info')).json()).toMatchObject({ age: 25 });

    // Clearing the date of birth frees the age again.
    const cleared = await patch(patient.client, { date_of_birth: null, age: 40 });
    expect(cleared.json()).toMatchObject({ date_of_birth: null, age: 40 });
  });

  it('refuses a date of birth in the future with the message the form shows', async () => {
    const patient = await signUpPatient(t.app);
    const response = await patch(patient.client, { date_of_birth: '2999-12-31' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe(M.futureDateOfBirth);
  });
});
