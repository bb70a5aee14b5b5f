import type { Clinic, HospitalDetail } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const clinic = (over: Record<string, unknown> = {}) => ({
  name: 'Sunrise Family Clinic',
  phone: '9876543210',
  email: 'sunrise@example.com',
  address: '5 Residency Road',
  state: 'Karnataka',
  city: 'Bengaluru',
  ...over,
});

function call(patient: TestPatient, method: 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

async function addClinic(patient: TestPatient): Promise<Clinic> {
  const response = await patient.client.post('/api/clinics', clinic());
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Clinic>();
}

describe('edit and delete a clinic (docs/product.md#screens-added-since-the-first-version)', () => {
  it('edits every field and keeps its clinic_id', async () => {
    const patient = await signUpPatient(t.app);
    const saved = await addClinic(patient);
    const response = await call(
      patient,
      'PUT',
      `/api/clinics/${saved.clinic_id}`,
      clinic({ name: 'Sunrise Clinic' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Clinic>()).toMatchObject({ clinic_id: saved.clinic_id, name: 'Sunrise Clinic' });
    const detail = await patient.client.get(`/api/hospitals/${saved.clinic_id}`);
    expect(detail.json<HospitalDetail>().name).toBe('Sunrise Clinic');
  });

  it('deletes it; a visit booked there keeps the name', async () => {
    const patient = await signUpPatient(t.app);
    const saved = await addClinic(patient);
    const booked = await patient.client.post('/api/appointments', {
      state: 'Karnataka',
      city: 'Bengaluru',
      hospital: saved.clinic_id,
      doctor_name: 'Dr. Mehta',
      purpose: 'Check-up',
      visit_date: '2099-01-01',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await call(patient, 'DELETE', `/api/clinics/${saved.clinic_id}`)).statusCode).toBe(204);
    expect((await patient.client.get(`/api/hospitals/${saved.clinic_id}`)).statusCode).toBe(404);
    const [visit] = await t.db.select().from(visits).where(eq(visits.patientId, patient.userId));
    expect(visit?.hospitalName).toBe('Sunrise Family Clinic');
  });

  it("answers 404 to another patient's clinic on edit and delete, changing nothing", async () => {
    const owner = await signUpPatient(t.app);
    const saved = await addClinic(owner);
    const intruder = await signUpPatient(t.app);
    const edit = await call(intruder, 'PUT', `/api/clinics/${saved.clinic_id}`, clinic({ name: 'Hijacked' }));
    expect(edit.statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', `/api/clinics/${saved.clinic_id}`)).statusCode).toBe(404);
    const detail = await owner.client.get(`/api/hospitals/${saved.clinic_id}`);
    expect(detail.json<HospitalDetail>().name).toBe('Sunrise Family Clinic');
  });
});
