import { HOSPITAL_TEXT, type Clinic, type HospitalDetail } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/hospitals/:id', () => {
  it('answers a built-in hospital with its detail fields', async () => {
    const patient = await signUpPatient(t.app);
    const res = await patient.client.get('/api/hospitals/HOS003');
    expect(res.statusCode).toBe(200);
    const body = res.json<HospitalDetail>();
    expect(body).toMatchObject({ source: 'built-in', id: 'HOS003', state: 'Karnataka', city: 'Bengaluru' });
    if (body.source !== 'built-in') throw new Error('expected a built-in hospital');
    expect(body.facilities.length).toBeGreaterThan(0);
    expect(body.doctors.length).toBeGreaterThan(0);
    expect(body).toHaveProperty('beds');
    expect(body).toHaveProperty('established');
    expect(body).toHaveProperty('accreditation');
  });

  it("answers the patient's own clinic, and 404 'Hospital Not Found' to anyone else", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const created = await owner.client.post('/api/clinics', {
      name: 'Lake View Clinic',
      phone: '080 2345 6789',
      email: 'lake@example.com',
      address: '1 Lake Road',
      state: 'Karnataka',
      city: 'Mysuru',
      coordinates: '12.30,76.65',
    });
    const { clinic_id } = created.json<Clinic>();

    const mine = await owner.client.get(`/api/hospitals/${clinic_id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      source: 'clinic',
      clinic_id,
      name: 'Lake View Clinic',
      coordinates: '12.30,76.65',
    });

    const theirs = await other.client.get(`/api/hospitals/${clinic_id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: HOSPITAL_TEXT.notFound,
        key: 'hospitals.notFound',
      },
    });
  });

  it('404s an unknown id, 400s an absurd one, 401s without a session', async () => {
    const patient = await signUpPatient(t.app);
    expect((await patient.client.get('/api/hospitals/HOS999')).statusCode).toBe(404);
    expect((await patient.client.get(`/api/hospitals/${'x'.repeat(60)}`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/hospitals/HOS001' })).statusCode).toBe(401);
  });
});
