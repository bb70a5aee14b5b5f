import type { BookedVisit, DashboardCounts, UpcomingList } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

// 00:30 on 5 March in India: "today" is 2026-03-05 for the patient.
const NOW = new Date('2026-03-04T19:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function book(patient: TestPatient, visitDate = '2026-03-10'): Promise<BookedVisit> {
  const response = await patient.client.post('/api/appointments', {
    state: 'Delhi',
    city: 'New Delhi',
    hospital: 'HOS001',
    doctor_name: 'Dr. Rajesh Malhotra',
    purpose: 'Chest pain review',
    visit_date: visitDate,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BookedVisit>();
}

const upcoming = async (patient: TestPatient) =>
  (await patient.client.get('/api/upcoming-visits')).json<UpcomingList>();
const counts = async (patient: TestPatient) =>
  (await patient.client.get('/api/dashboard')).json<DashboardCounts>();

describe('cancel and reschedule an appointment (docs/product.md#screens-added-since-the-first-version)', () => {
  it('cancelling takes it out of upcoming visits and the dashboard count', async () => {
    const patient = await signUpPatient(t.app);
    const visit = await book(patient);
    expect((await counts(patient)).upcoming_visits).toBe(1);
    expect(JSON.stringify(await upcoming(patient))).toContain(visit.id);

    const response = await patient.client.post(`/api/appointments/${visit.id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BookedVisit>().status).toBe('cancelled');
    expect((await counts(patient)).upcoming_visits).toBe(0);
    expect(JSON.stringify(await upcoming(patient))).not.toContain(visit.id);

    const again = await patient.client.post(`/api/appointments/${visit.id}/cancel`);
    expect(again.statusCode).toBe(409);
  });

  it('reschedules to today or later, never to the past', async () => {
    const patient = await signUpPatient(t.app);
    const visit = await book(patient);
    const moved = await patient.client.post(`/api/appointments/${visit.id}/reschedule`, {
      visit_date: '2026-03-05',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<BookedVisit>()).toMatchObject({ visit_date: '2026-03-05', status: 'scheduled' });

    const past = await patient.client.post(`/api/appointments/${visit.id}/reschedule`, {
      visit_date: '2026-03-04',
    });
    expect(past.statusCode).toBe(400);
    const bad = await patient.client.post(`/api/appointments/${visit.id}/reschedule`, {
      visit_date: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 to another patient's appointment, changing nothing", async () => {
    const owner = await signUpPatient(t.app);
    const visit = await book(owner);
    const intruder = await signUpPatient(t.app);
    expect((await intruder.client.post(`/api/appointments/${visit.id}/cancel`)).statusCode).toBe(404);
    const moved = await intruder.client.post(`/api/appointments/${visit.id}/reschedule`, {
      visit_date: '2026-03-20',
    });
    expect(moved.statusCode).toBe(404);
    expect((await counts(owner)).upcoming_visits).toBe(1);
    expect(JSON.stringify(await upcoming(owner))).toContain('2026-03-10');
  });
});
