import type { Profile } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { mailsTo } from '../../test/outbox.js';
import { seedRecord, seedVisit } from '../../test/seed.js';
import { createMailOutbox } from '../mail/index.js';
import { sendDueReminders } from './reminders.service.js';

/**
 * Day-before e-mail reminders (docs/decisions/028-jobs-and-reminders.md) through the real job, on
 * PGlite and (in CI) PostgreSQL. Every test uses its own dates, so runs of
 * other tests' patients never meet them; mails are counted per address.
 */
let clock = new Date('2025-04-10T02:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    database: 'own',
    now: () => clock,
  });
});
afterAll(() => t.close());

/** 08:00 in Asia/Kolkata on `date` (UTC+05:30), plus `minutes`. */
const eightAmIst = (date: string, minutes = 0) =>
  new Date(Date.parse(`${date}T02:30:00Z`) + minutes * 60_000);

const runReminders = async (app: TestApp = t) => {
  expect(await app.app.jobs.runNow('email-reminders')).toBe('completed');
};

async function patientWithAppointment(visitDate: string, values: { status?: string } = {}) {
  const patient = await signUpPatient(t.app);
  const visit = await seedVisit(t.db, patient.userId, {
    visitDate,
    hospitalName: 'Ruby Hall Clinic',
    doctorName: 'Dr. Kavita Menon',
    ...values,
  });
  return { patient, visit };
}

const setSwitches = (patient: TestPatient, body: Partial<Profile>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    payload: body,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });

describe('appointment reminders', () => {
  it('go out from 08:00 the day before in the patient’s zone, not at 07:59, with the hospital and a link only', async () => {
    const { patient } = await patientWithAppointment('2025-04-11');
    clock = eightAmIst('2025-04-10', -1);
    await runReminders();
    expect(await mailsTo(t, patient.email)).toHaveLength(0);

    clock = eightAmIst('2025-04-10');
    await runReminders();
    const [mail, ...more] = await mailsTo(t, patient.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'Appointment tomorrow' });
    expect(mail!.text).toContain('You have an appointment at Ruby Hall Clinic tomorrow.');
    expect(mail!.text).toContain('http://localhost:3000/upcoming-visits');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Kavita|Menon|Dr\./);
  });

  it("is written in the patient's language: Hindi for a patient who chose हिन्दी (docs/decisions/029-languages.md)", async () => {
    const { patient } = await patientWithAppointment('2025-05-21');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      payload: { preferred_language: 'hi' },
      remoteAddress: patient.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
    });
    expect(saved.statusCode).toBe(200);
    clock = eightAmIst('2025-05-20');
    await runReminders();
    const [mail, ...more] = await mailsTo(t, patient.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'कल आपका अपॉइंटमेंट है' });
    expect(mail!.text).toContain('कल Ruby Hall Clinic में आपका अपॉइंटमेंट है।');
    expect(mail!.text).toContain('http://localhost:3000/upcoming-visits');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Kavita|Menon|Dr\./);
  });

  it('follow the time zone the patient chose: 08:00 in Dubai is 09:30 in India, and the day is Dubai’s (decision 032)', async () => {
    const dubai = await patientWithAppointment('2025-06-11');
    const india = await patientWithAppointment('2025-06-11');
    expect((await setSwitches(dubai.patient, { time_zone: 'Asia/Dubai' })).statusCode).toBe(200);

    // 08:00 IST on 10 June is 06:30 in Dubai: India's patient gets the mail, Dubai's not yet.
    clock = eightAmIst('2025-06-10');
    await runReminders();
    expect(await mailsTo(t, india.patient.email)).toHaveLength(1);
    expect(await mailsTo(t, dubai.patient.email)).toHaveLength(0);

    // 07:59 in Dubai (UTC+4) still nothing; 08:00 there, the mail, once.
    clock = new Date('2025-06-10T03:59:00Z');
    await runReminders();
    expect(await mailsTo(t, dubai.patient.email)).toHaveLength(0);
    clock = new Date('2025-06-10T04:00:00Z');
    await runReminders();
    await runReminders();
    expect(await mailsTo(t, dubai.patient.email)).toHaveLength(1);
    expect(await mailsTo(t, india.patient.email)).toHaveLength(1);
  });

  it('count "tomorrow" in the patient’s zone: late on the 10th in New York is already the 11th in India', async () => {
    const newYork = await patientWithAppointment('2025-07-11');
    expect((await setSwitches(newYork.patient, { time_zone: 'America/New_York' })).statusCode).toBe(200);
    // 08:00 on 11 July in India is 22:30 on 10 July in New York: the 11th is still tomorrow there, but it
    // is 22:30, long past 08:00, so the reminder goes.
    clock = eightAmIst('2025-07-11');
    await runReminders();
    const [mail, ...more] = await mailsTo(t, newYork.patient.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'Appointment tomorrow' });
  });

  it('is never sent twice: the job run again, and two apps running it at once, send one mail', async () => {
    const { patient } = await patientWithAppointment('2025-04-13');
    const other = await buildTestApp({ database: t.database, now: () => eightAmIst('2025-04-12', 30) });
    try {
      clock = eightAmIst('2025-04-12', 30);
      await Promise.all([runReminders(), runReminders(other), sendDueReminders(depsOf(t), clock)]);
      await runReminders();
      // Delivered by either app's mail-delivery job: mailsTo reads both apps' outboxes.
      expect(await mailsTo(t, patient.email)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('skips cancelled and deleted appointments and a patient who switched them off', async () => {
    const cancelled = await patientWithAppointment('2025-04-15', { status: 'cancelled' });
    const deleted = await patientWithAppointment('2025-04-15');
    await t.db.delete(visits).where(eq(visits.id, deleted.visit.id));
    const off = await patientWithAppointment('2025-04-15');
    const switched = await setSwitches(off.patient, { appointment_reminders: false });
    expect(switched.statusCode).toBe(200);
    expect(switched.json<Profile>()).toMatchObject({
      appointment_reminders: false,
      follow_up_reminders: true,
    });

    clock = eightAmIst('2025-04-14', 60);
    await runReminders();
    for (const { patient } of [cancelled, deleted, off]) expect(await mailsTo(t, patient.email)).toEqual([]);
  });
});

describe('follow-up reminders', () => {
  it('say only "You have a follow-up visit tomorrow" and respect their own switch', async () => {
    const on = await signUpPatient(t.app);
    const off = await signUpPatient(t.app);
    for (const patient of [on, off])
      await seedRecord(t.db, patient.userId, {
        followUpDate: '2025-04-17',
        prescribedMedications: 'Azithromycin 500 mg',
        primaryReason: 'Chest pain',
      });
    expect((await setSwitches(off, { follow_up_reminders: false })).statusCode).toBe(200);
    // The appointment switch off does not stop a follow-up.
    expect((await setSwitches(on, { appointment_reminders: false })).statusCode).toBe(200);

    clock = eightAmIst('2025-04-16', 5);
    await runReminders();
    const [mail, ...more] = await mailsTo(t, on.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Follow-up visit tomorrow' });
    expect(mail!.text).toContain('You have a follow-up visit tomorrow.');
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/Azithromycin|Chest pain|Viral|Iyer|Apollo/);
    expect(await mailsTo(t, off.email)).toEqual([]);
  });

  it('the profile shows both switches on for a new patient and refuses a non-boolean', async () => {
    const patient = await signUpPatient(t.app);
    const profile = (await patient.client.get('/api/profile')).json<Profile>();
    expect(profile).toMatchObject({ appointment_reminders: true, follow_up_reminders: true });
    expect((await setSwitches(patient, { follow_up_reminders: 'no' as never })).statusCode).toBe(400);
  });
});

function depsOf(app: TestApp) {
  return { db: app.db, outbox: createMailOutbox(app.env.BASE_URL, () => {}), baseUrl: app.env.BASE_URL };
}
