import { CLINIC_ID_PATTERN, CLINIC_MESSAGES, type Clinic, type ClinicPage } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { createClinic } from './clinics.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const clinic = (over: Record<string, unknown> = {}) => ({
  name: 'Sunrise Family Clinic',
  phone: '+91 98765 43210',
  email: 'sunrise@example.com',
  address: '5 Residency Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  ...over,
});

async function list(patient: TestPatient, query = ''): Promise<ClinicPage> {
  const res = await patient.client.get(`/api/clinics${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<ClinicPage>();
}

describe('POST /api/clinics', () => {
  it('saves a clinic with a server-made clinic_id and normalised fields', async () => {
    const patient = await signUpPatient(t.app);
    const res = await patient.client.post(
      '/api/clinics',
      clinic({
        specialties: [' Cardiology ', 'cardiology', '', 'ENT'],
        rating: 4.5,
        coordinates: ' 12.9716 , 77.5946 ',
        maps_link: '',
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json<Clinic>();
    expect(saved.clinic_id).toMatch(CLINIC_ID_PATTERN);
    expect(saved).toMatchObject({
      name: 'Sunrise Family Clinic',
      specialties: ['Cardiology', 'ENT'],
      rating: 4.5,
      coordinates: '12.9716,77.5946',
      maps_link: null,
    });
  });

  it('refuses bad input with a 400 envelope and saves nothing', async () => {
    const patient = await signUpPatient(t.app);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [clinic({ name: '  ' }), CLINIC_MESSAGES.required],
      [{ ...clinic(), phone: undefined }, /.+/],
      [clinic({ email: 'not-an-email' }), CLINIC_MESSAGES.invalidEmail],
      [clinic({ maps_link: 'javascript:alert(1)' }), CLINIC_MESSAGES.invalidUrl],
      [clinic({ coordinates: '200,77' }), /latitude,longitude/],
      [clinic({ coordinates: 'abc' }), /latitude,longitude/],
      [clinic({ rating: 7 }), CLINIC_MESSAGES.rating],
      [clinic({ rating: 'high' }), /.+/],
      [clinic({ state: 'Bavaria' }), CLINIC_MESSAGES.unknownState],
      [clinic({ city: 'Chennai' }), CLINIC_MESSAGES.unknownCity],
      [
        clinic({ specialties: Array.from({ length: 500 }, (_, i) => `Specialty ${i}`) }),
        CLINIC_MESSAGES.tooManySpecialties,
      ],
      [clinic({ name: 'x'.repeat(10 * 1024) }), /at most 120/i],
    ];
    for (const [body, message] of cases) {
      const res = await patient.client.post('/api/clinics', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
    expect((await list(patient)).total).toBe(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/clinics', payload: clinic() });
    expect(res.statusCode).toBe(401);
  });

  it('retries with a fresh clinic_id when one is already taken by the patient', async () => {
    const patient = await signUpPatient(t.app);
    const ids = ['CLN-AAAAAA', 'CLN-AAAAAA', 'CLN-BBBBBB'];
    const next = () => ids.shift()!;
    const input = { ...clinic(), specialties: [], rating: 0, coordinates: null, maps_link: null };
    const first = await createClinic(t.db, patient.userId, input, next);
    const second = await createClinic(t.db, patient.userId, input, next);
    expect([first.clinic_id, second.clinic_id]).toEqual(['CLN-AAAAAA', 'CLN-BBBBBB']);
  });
});

describe('GET /api/clinics', () => {
  it('lists only the patient’s own clinics, newest first, paged and filtered by state and city', async () => {
    const a = await signUpPatient(t.app);
    const b = await signUpPatient(t.app);
    await a.client.post('/api/clinics', clinic({ name: 'First' }));
    await a.client.post('/api/clinics', clinic({ name: 'Second', state: 'Delhi', city: 'New Delhi' }));
    await a.client.post('/api/clinics', clinic({ name: 'Third' }));
    await b.client.post('/api/clinics', clinic({ name: 'Not yours' }));

    const all = await list(a);
    expect(all.items.map((c) => c.name)).toEqual(['Third', 'Second', 'First']);
    expect(all).toMatchObject({ total: 3, page: 1, page_size: 20 });

    const page2 = await list(a, '?page=2&page_size=2');
    expect(page2.items.map((c) => c.name)).toEqual(['First']);

    const bengaluru = await list(a, '?state=Karnataka&city=Bengaluru');
    expect(bengaluru.items.map((c) => c.name)).toEqual(['Third', 'First']);
    expect((await list(b)).items.map((c) => c.name)).toEqual(['Not yours']);
  });

  it('refuses a page size over the maximum', async () => {
    const patient = await signUpPatient(t.app);
    expect((await patient.client.get('/api/clinics?page_size=1000')).statusCode).toBe(400);
  });
});
