import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedLabResult, seedRecord, seedVisit } from '../../test/seed.js';

/**
 * The clock reads 00:30 IST on 5 March 2026, which is still 4 March in UTC:
 * "today" must be 5 March (the patient's date). Windows: upcoming 2026-03-05
 * … 2026-04-05, lab results 2025-12-05 … 2026-03-05.
 */
const NOW = new Date('2026-03-04T19:00:00Z');

let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  alice = await signUpPatient(t.app, { name: 'Alice Thomas' });
  bob = await signUpPatient(t.app, { name: 'Bob Sharma' });
  const a = alice.userId;

  // Visits: today and the window's last day count; the day after, yesterday (IST) and cancelled do not.
  await seedVisit(t.db, a, { visitDate: '2026-03-05', status: 'scheduled' });
  await seedVisit(t.db, a, { visitDate: '2026-04-05', status: 'confirmed' });
  await seedVisit(t.db, a, { visitDate: '2026-04-06', status: 'scheduled' });
  await seedVisit(t.db, a, { visitDate: '2026-03-04', status: 'scheduled' });
  await seedVisit(t.db, a, { visitDate: '2026-03-10', status: 'cancelled' });
  await seedVisit(t.db, a, { visitDate: '2026-03-11', status: 'completed' });

  // Records: one follow-up on the window's last day counts; medications must be non-blank.
  await seedRecord(t.db, a, { followUpDate: '2026-04-05', prescribedMedications: 'Paracetamol 500 mg' });
  await seedRecord(t.db, a, { followUpDate: '2026-04-06', prescribedMedications: '   \n ' });
  await seedRecord(t.db, a, { followUpDate: '2026-03-04', prescribedMedications: null });
  await seedRecord(t.db, a, { followUpDate: null, prescribedMedications: '' });
  await seedRecord(t.db, a, { followUpDate: null, prescribedMedications: 'Amoxicillin' });

  // Lab results: exactly three months ago and today count; the day before and tomorrow do not.
  await seedLabResult(t.db, a, '2025-12-05');
  await seedLabResult(t.db, a, '2026-03-05');
  await seedLabResult(t.db, a, '2025-12-04');
  await seedLabResult(t.db, a, '2026-03-06');

  // Bob's rows must never reach Alice's counts.
  await seedVisit(t.db, bob.userId, { visitDate: '2026-03-06', status: 'confirmed' });
  await seedRecord(t.db, bob.userId, { followUpDate: '2026-03-07', prescribedMedications: 'Cetirizine' });
  await seedLabResult(t.db, bob.userId, '2026-02-01');

  // A medicine at 00:15 and 23:30 on the patient's clock (docs/decisions/054-medicines.md).
  const medicine = await alice.client.post('/api/medicines', {
    name: 'Telmisartan',
    schedule: { type: 'times', times: ['23:30', '00:15'] },
    start_date: '2026-03-01',
  });
  if (medicine.statusCode !== 201) throw new Error(medicine.body);

  // Readings (docs/decisions/052-readings.md#readings-due): blood pressure on three days of the week before
  // 5 March IST, the first at 00:00 IST on 26 February (still the 25th in UTC, so only the patient's zone
  // counts it), none today: due. Blood sugar on three days and again at 00:15 IST today: not due. Weight on
  // two days: no habit.
  const log = async (body: Record<string, unknown>) => {
    const reading = await alice.client.post('/api/readings', body);
    if (reading.statusCode !== 201) throw new Error(reading.body);
  };
  for (const taken_at of ['2026-02-25T18:30:00Z', '2026-03-02T03:00:00Z', '2026-03-04T18:00:00Z'])
    await log({ kind: 'blood_pressure', taken_at, systolic: 128, diastolic: 84 });
  for (const taken_at of [
    '2026-03-01T03:00:00Z',
    '2026-03-02T03:00:00Z',
    '2026-03-03T03:00:00Z',
    '2026-03-04T18:45:00Z',
  ])
    await log({ kind: 'blood_glucose', taken_at, value: 110, context: 'fasting' });
  for (const taken_at of ['2026-03-02T03:00:00Z', '2026-03-03T03:00:00Z'])
    await log({ kind: 'weight', taken_at, value: 62 });
});

const NO_DOSES = { date: '2026-03-05', items: [] };
afterAll(() => t.close());

describe('GET /api/dashboard', () => {
  it("counts the patient's rows and lists today's doses and readings due with today's date taken in IST, window edges included", async () => {
    const response = await alice.client.get('/api/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      medical_records: 5,
      upcoming_visits: 3, // 2 visits + 1 follow-up
      active_prescriptions: 2,
      recent_lab_results: 2,
      active_policy: null,
      today_doses: {
        date: '2026-03-05',
        // 00:15 IST on 5 March is 18:45 UTC on the 4th (due); 23:30 IST is 18:00 UTC on the 5th (not yet).
        items: [
          expect.objectContaining({ time: '00:15', scheduled_at: '2026-03-04T18:45:00.000Z', due: true }),
          expect.objectContaining({ time: '23:30', scheduled_at: '2026-03-05T18:00:00.000Z', due: false }),
        ],
      },
      readings_due: [{ kind: 'blood_pressure' }],
      vaccines_due: [],
    });
  });

  it("counts only the other patient's own rows for them", async () => {
    const response = await bob.client.get('/api/dashboard');
    expect(response.json()).toEqual({
      medical_records: 1,
      upcoming_visits: 2,
      active_prescriptions: 1,
      recent_lab_results: 1,
      active_policy: null,
      today_doses: NO_DOSES,
      readings_due: [],
      vaccines_due: [],
    });
  });

  it('answers zeros and no active policy for a new patient', async () => {
    const newcomer = await signUpPatient(t.app);
    expect((await newcomer.client.get('/api/dashboard')).json()).toEqual({
      medical_records: 0,
      upcoming_visits: 0,
      active_prescriptions: 0,
      recent_lab_results: 0,
      active_policy: null,
      today_doses: NO_DOSES,
      readings_due: [],
      vaccines_due: [],
    });
  });
});
