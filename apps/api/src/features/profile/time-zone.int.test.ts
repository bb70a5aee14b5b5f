import { BOOKING_MESSAGES, PROFILE_MESSAGES, profileSchema, shellSchema } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedVisit } from '../../test/seed.js';

/**
 * The patient's time zone (decision 032): stored on the profile, changed by PATCH /api/profile, sent with
 * the shell, and the patient's "today" in every date rule and window.
 */
// 2026-03-04T19:00Z: 00:30 on 5 March in India, 19:00 on 4 March in London, 14:00 on 4 March in New York.
const NOW = new Date('2026-03-04T19:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const setTimeZone = (patient: TestPatient, time_zone: unknown) =>
  patient.client.request('PATCH', { url: '/api/profile', payload: { time_zone } });

const timeZoneOf = async (patient: TestPatient) =>
  profileSchema.parse((await patient.client.get('/api/profile')).json()).time_zone;

const booking = (visit_date: string) => ({
  state: 'Delhi',
  city: 'New Delhi',
  hospital: 'HOS001',
  doctor_name: 'Dr. Rajesh Malhotra',
  purpose: 'Review',
  visit_date,
});

describe('the time zone on the profile', () => {
  it('is Asia/Kolkata for a new patient, on the profile and in the shell', async () => {
    const patient = await signUpPatient(t.app);
    expect(await timeZoneOf(patient)).toBe('Asia/Kolkata');
    const shell = shellSchema.parse((await patient.client.get('/api/shell')).json());
    expect(shell?.user.time_zone).toBe('Asia/Kolkata');
  });

  it('is changed by PATCH /api/profile for this patient only', async () => {
    const patient = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const response = await setTimeZone(patient, 'Europe/London');
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json()).time_zone).toBe('Europe/London');
    const shell = shellSchema.parse((await patient.client.get('/api/shell')).json());
    expect(shell?.user.time_zone).toBe('Europe/London');
    expect(await timeZoneOf(other)).toBe('Asia/Kolkata');
  });

  it('refuses what is not an IANA zone with a 400 and keeps the one saved', async () => {
    const patient = await signUpPatient(t.app);
    expect((await setTimeZone(patient, 'Asia/Dubai')).statusCode).toBe(200);
    for (const bad of [
      'IST',
      '+05:30',
      'Mars/Olympus_Mons',
      'Asia/Kolkata; drop table profiles',
      '',
      42,
      null,
    ]) {
      const response = await setTimeZone(patient, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        PROFILE_MESSAGES.invalidTimeZone,
      );
    }
    const tooLong = await setTimeZone(patient, `Asia/${'K'.repeat(80)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(await timeZoneOf(patient)).toBe('Asia/Dubai');
  });
});

describe("the patient's today follows their zone", () => {
  it('lets a patient in London book 4 March, still today there, and refuses it in India', async () => {
    const india = await signUpPatient(t.app);
    const london = await signUpPatient(t.app);
    await setTimeZone(london, 'Europe/London');

    const refused = await india.client.post('/api/appointments', booking('2026-03-04'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(BOOKING_MESSAGES.pastDate);
    expect((await london.client.post('/api/appointments', booking('2026-03-04'))).statusCode).toBe(201);
  });

  it('counts upcoming visits from the patient’s today on the dashboard and the upcoming list', async () => {
    const india = await signUpPatient(t.app);
    const newYork = await signUpPatient(t.app);
    await setTimeZone(newYork, 'America/New_York');
    for (const patient of [india, newYork])
      await seedVisit(t.db, patient.userId, { visitDate: '2026-03-04', hospitalName: 'Ruby Hall Clinic' });

    const upcoming = async (patient: TestPatient) =>
      (await patient.client.get('/api/dashboard')).json<{ upcoming_visits: number }>().upcoming_visits;
    // 4 March is yesterday in India, today in New York.
    expect(await upcoming(india)).toBe(0);
    expect(await upcoming(newYork)).toBe(1);
  });
});
