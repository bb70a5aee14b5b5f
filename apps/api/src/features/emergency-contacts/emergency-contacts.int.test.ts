import type { EmergencyContact, EmergencyContactList } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function call(
  patient: TestPatient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

const contact = (name: string, phone = '98765 43210') => ({ name, relationship: 'Brother', phone });

async function add(patient: TestPatient, body: object): Promise<EmergencyContact> {
  const response = await call(patient, 'POST', '/api/emergency-contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<EmergencyContact>();
}

const names = async (patient: TestPatient) =>
  (await call(patient, 'GET', '/api/emergency-contacts'))
    .json<EmergencyContactList>()
    .items.map((c) => c.name);

describe('emergency contacts (docs/product.md#screens-added-since-the-first-version)', () => {
  it('adds, lists primary first, edits, reorders and removes', async () => {
    const patient = await signUpPatient(t.app);
    expect(await names(patient)).toEqual([]);
    const mother = await add(patient, { ...contact('Sunita Verma'), relationship: 'Mother', email: '' });
    expect(mother).toMatchObject({ phone: '+919876543210', email: null, is_primary: true });
    const brother = await add(patient, contact('Rohan Verma', '+91 91234-56789'));
    expect(brother.is_primary).toBe(false);
    expect(await names(patient)).toEqual(['Sunita Verma', 'Rohan Verma']);

    expect((await call(patient, 'GET', `/api/emergency-contacts/${brother.id}`)).json()).toEqual(brother);

    const edited = await call(patient, 'PUT', `/api/emergency-contacts/${brother.id}`, {
      ...contact('Rohan K. Verma', '9123456789'),
      email: 'rohan@example.test',
    });
    expect(edited.json<EmergencyContact>()).toMatchObject({
      name: 'Rohan K. Verma',
      email: 'rohan@example.test',
    });

    const reordered = await call(patient, 'POST', `/api/emergency-contacts/${brother.id}/primary`);
    expect(reordered.json<EmergencyContactList>().items.map((c) => [c.name, c.is_primary])).toEqual([
      ['Rohan K. Verma', true],
      ['Sunita Verma', false],
    ]);

    expect((await call(patient, 'DELETE', `/api/emergency-contacts/${brother.id}`)).statusCode).toBe(204);
    const left = (await call(patient, 'GET', '/api/emergency-contacts')).json<EmergencyContactList>().items;
    expect(left.map((c) => [c.name, c.is_primary])).toEqual([['Sunita Verma', true]]);
  });

  it('refuses a 6th contact and a 9-digit number, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    for (let i = 1; i <= 5; i++) await add(patient, contact(`Contact ${i}`));
    const sixth = await call(patient, 'POST', '/api/emergency-contacts', contact('Contact 6'));
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      error: {
        code: 'TOO_MANY_CONTACTS',
        message: 'You can keep up to 5 emergency contacts.',
        key: 'emergencyContacts.tooMany',
      },
    });

    const other = await signUpPatient(t.app);
    const short = await call(other, 'POST', '/api/emergency-contacts', contact('Asha', '987654321'));
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toMatch(/Indian mobile number/);
    expect(await names(other)).toEqual([]);
    expect(await names(patient)).toHaveLength(5);
  });

  it("answers 404 to another patient's contact on every route, changing nothing", async () => {
    const owner = await signUpPatient(t.app);
    const theirs = await add(owner, contact('Private Person'));
    const intruder = await signUpPatient(t.app);
    const url = `/api/emergency-contacts/${theirs.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, contact('Hijacked')],
      ['DELETE', url, undefined],
      ['POST', `${url}/primary`, undefined],
    ] as const) {
      const response = await call(intruder, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.body).not.toContain('Private Person');
    }
    expect(await names(intruder)).toEqual([]);
    expect(await names(owner)).toEqual(['Private Person']);
    expect((await call(intruder, 'DELETE', '/api/emergency-contacts/not-a-uuid')).statusCode).toBe(400);
  });
});
