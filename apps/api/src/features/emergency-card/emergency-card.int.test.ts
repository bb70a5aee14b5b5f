import { emergencyCardSchema, emergencyCardText, type EmergencyCard } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedRecord } from '../../test/seed.js';

// 2026-11-23 at 23:30 in India (18:00 UTC): "today" is the Indian date.
const NOW = new Date('2026-11-23T18:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

function send(patient: TestPatient, method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

const card = async (patient: TestPatient) => {
  const response = await patient.client.get('/api/emergency-card');
  expect(response.statusCode, response.body).toBe(200);
  return emergencyCardSchema.parse(response.json());
};

describe('GET /api/emergency-card (docs/product.md#screens-added-since-the-first-version)', () => {
  it('gathers name, age, blood group, lists, medicines, contacts and ABHA', async () => {
    const patient = await signUpPatient(t.app, { name: 'Asha Verma' });
    await send(patient, 'PATCH', '/api/personal-info', {
      blood_group: 'B+',
      date_of_birth: '1988-11-24',
      age: 99,
      allergies: ['Peanuts', 'penicillin', 'PEANUTS '],
      chronic_conditions: ['Asthma'],
    });
    await send(patient, 'PUT', '/api/abha', {
      abha_number: '91234567890123',
      abha_address: 'asha.verma@abdm',
    });
    await send(patient, 'POST', '/api/emergency-contacts', {
      name: 'Sunita Verma',
      relationship: 'Mother',
      phone: '9876543210',
    });
    await seedRecord(t.db, patient.userId, { recordDate: '2026-10-01', prescribedMedications: 'Salbutamol' });
    await seedRecord(t.db, patient.userId, { recordDate: '2026-11-01', prescribedMedications: '   ' });
    await seedRecord(t.db, patient.userId, {
      recordDate: '2026-11-02',
      prescribedMedications: 'x'.repeat(300),
    });

    const answer = await card(patient);
    expect(answer).toEqual<EmergencyCard>({
      name: 'Asha Verma',
      patient_id: expect.stringMatching(/^SEH-/),
      age: 37, // the birthday is tomorrow in India; the entered 99 loses to the date of birth
      blood_group: 'B+',
      allergies: ['Peanuts', 'penicillin'],
      chronic_conditions: ['Asthma'],
      medicines: [
        { medications: `${'x'.repeat(119)}…`, record_date: '2026-11-02' },
        { medications: 'Salbutamol', record_date: '2026-10-01' },
      ],
      contacts: [{ name: 'Sunita Verma', relationship: 'Mother', phone: '+919876543210', is_primary: true }],
      abha_number: '91234567890123',
      abha_address: 'asha.verma@abdm',
      generated_on: '2026-11-23',
      shows_policy: false,
      shows_schemes: false,
      policy: null,
      scheme_cards: [],
    });
    expect(emergencyCardText(answer)).toContain('Blood group: B+\nAllergies: Peanuts; penicillin');
  });

  it("shows only the caller's own facts, never another patient's", async () => {
    const owner = await signUpPatient(t.app, { name: 'Private Person' });
    await send(owner, 'PATCH', '/api/personal-info', { blood_group: 'O-', allergies: ['Latex'] });
    await send(owner, 'POST', '/api/emergency-contacts', {
      name: 'Secret Contact',
      relationship: 'Friend',
      phone: '9123456789',
    });
    const other = await signUpPatient(t.app, { name: 'Someone Else' });
    const response = await other.client.get('/api/emergency-card');
    expect(response.body).not.toMatch(/Private Person|Secret Contact|Latex|O-/);
    expect(emergencyCardSchema.parse(response.json())).toMatchObject({
      name: 'Someone Else',
      age: null,
      blood_group: null,
      allergies: [],
      medicines: [],
      contacts: [],
      abha_number: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/emergency-card' })).statusCode).toBe(401);
  });

  it('lists the current medicines of the medicine list instead of records, ended ones left out', async () => {
    const patient = await signUpPatient(t.app, { name: 'Ravi Nair' });
    await seedRecord(t.db, patient.userId, {
      prescribedMedications: 'Old record medicine',
      recordDate: '2026-01-05',
    });
    const add = (body: object) => send(patient, 'POST', '/api/medicines', body);
    // 23 November in India: a course ended on the 22nd is not current; one starting on the 23rd is.
    for (const body of [
      {
        name: 'Metformin',
        strength: '500 mg',
        schedule: { type: 'pattern', pattern: '1-0-1' },
        start_date: '2026-11-01',
      },
      {
        name: 'Amoxicillin',
        schedule: { type: 'pattern', pattern: '1-1-1' },
        start_date: '2026-11-15',
        end_date: '2026-11-22',
      },
      { name: 'Salbutamol', form: 'inhaler', schedule: { type: 'as_needed' }, start_date: '2026-11-23' },
    ])
      expect((await add(body)).statusCode).toBe(201);
    expect((await card(patient)).medicines).toEqual([
      { medications: 'Metformin 500 mg 1-0-1', record_date: '2026-11-01' },
      { medications: 'Salbutamol SOS', record_date: '2026-11-23' },
    ]);
  });
});
