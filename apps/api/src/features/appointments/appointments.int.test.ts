import { BOOKING_MESSAGES, HOSPITAL_TEXT, type BookedVisit, type Clinic } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

// 2026-03-04T19:00Z is 00:30 on 5 March in India: "today" is 2026-03-05 for the patient.
const NOW = new Date('2026-03-04T19:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const booking = (over: Record<string, unknown> = {}) => ({
  state: 'Delhi',
  city: 'New Delhi',
  hospital: 'HOS001',
  doctor_name: 'Dr. Rajesh Malhotra',
  purpose: 'Chest pain review',
  visit_date: '2026-03-05',
  ...over,
});

const visitsOf = (patient: TestPatient) =>
  t.db.select().from(visits).where(eq(visits.patientId, patient.userId));

async function addClinic(patient: TestPatient): Promise<Clinic> {
  const res = await patient.client.post('/api/clinics', {
    name: 'Sunrise Family Clinic',
    phone: '9876543210',
    email: 'sunrise@example.com',
    address: '5 Residency Road',
    state: 'Karnataka',
    city: 'Bengaluru',
  });
  return res.json<Clinic>();
}

describe('POST /api/appointments', () => {
  it('books a built-in hospital for today (India) as a scheduled consultation', async () => {
    const patient = await signUpPatient(t.app);
    const res = await patient.client.post('/api/appointments', booking());
    expect(res.statusCode).toBe(201);
    expect(res.json<BookedVisit>()).toMatchObject({
      visit_date: '2026-03-05',
      visit_time: null,
      status: 'scheduled',
      appointment_type: 'consultation',
      hospital_name: 'Indraprastha City Multispeciality Hospital',
      doctor_name: 'Dr. Rajesh Malhotra',
      notes: 'Chest pain review',
    });
    expect(await visitsOf(patient)).toHaveLength(1);
  });

  it("books the patient's own clinic by its clinic_id", async () => {
    const patient = await signUpPatient(t.app);
    const clinic = await addClinic(patient);
    const res = await patient.client.post(
      '/api/appointments',
      booking({
        state: 'Karnataka',
        city: 'Bengaluru',
        hospital: clinic.clinic_id,
        visit_date: '2026-04-01',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<BookedVisit>().hospital_name).toBe('Sunrise Family Clinic');
  });

  it("404s another patient's clinic and writes nothing", async () => {
    const owner = await signUpPatient(t.app);
    const intruder = await signUpPatient(t.app);
    const clinic = await addClinic(owner);
    const res = await intruder.client.post(
      '/api/appointments',
      booking({ state: 'Karnataka', city: 'Bengaluru', hospital: clinic.clinic_id }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: HOSPITAL_TEXT.notFound,
        key: 'hospitals.notFound',
      },
    });
    expect(await visitsOf(intruder)).toHaveLength(0);
    expect(await visitsOf(owner)).toHaveLength(0);
  });

  it('refuses yesterday, blanks, bad dates and a hospital elsewhere, writing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [booking({ visit_date: '2026-03-04' }), BOOKING_MESSAGES.pastDate],
      [booking({ purpose: '   ' }), BOOKING_MESSAGES.incomplete],
      [booking({ doctor_name: '' }), BOOKING_MESSAGES.incomplete],
      [booking({ visit_date: '2026-02-30' }), BOOKING_MESSAGES.invalidDate],
      [booking({ visit_date: 'tomorrow' }), BOOKING_MESSAGES.invalidDate],
      [booking({ hospital: 'HOS003' }), BOOKING_MESSAGES.hospitalNotInCity],
      [booking({ city: 'Mumbai' }), /state and one of its cities/],
      [booking({ purpose: 'p'.repeat(5000) }), /at most/i],
    ];
    for (const [body, message] of cases) {
      const res = await patient.client.post('/api/appointments', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
    expect((await patient.client.post('/api/appointments', booking({ hospital: 'HOS999' }))).statusCode).toBe(
      404,
    );
    expect(await visitsOf(patient)).toHaveLength(0);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/appointments', payload: booking() });
    expect(res.statusCode).toBe(401);
  });
});
