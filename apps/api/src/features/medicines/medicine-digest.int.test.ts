import type { Profile } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { mailsTo } from '../../test/outbox.js';

/**
 * The morning digest of the day's doses (docs/decisions/054-medicines.md), through the real reminder job
 * and mail outbox with an injected clock: opt-in, once a day, never a medicine's name.
 */
let clock = new Date('2025-06-01T01:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    database: 'own',
    now: () => clock,
  });
});
afterAll(() => t.close());

function call(patient: TestPatient, method: 'POST' | 'PATCH', url: string, payload: object) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

const runReminders = async () => expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');

async function takesMetformin(patient: TestPatient) {
  for (const body of [
    { name: 'Metformin', schedule: { type: 'pattern', pattern: '1-0-1' }, start_date: '2025-06-01' },
    { name: 'Glimepiride', schedule: { type: 'pattern', pattern: '1-0-0' }, start_date: '2025-06-01' },
    { name: 'Paracetamol', schedule: { type: 'as_needed' }, start_date: '2025-06-01' },
  ]) {
    const response = await call(patient, 'POST', '/api/medicines', body);
    expect(response.statusCode, response.body).toBe(201);
  }
}

describe('the medicine digest', () => {
  it('e-mails a patient who opted in at 08:00 their time, once a day, counting doses and naming no medicine', async () => {
    const patient = await signUpPatient(t.app);
    const optedOut = await signUpPatient(t.app);
    await takesMetformin(patient);
    await takesMetformin(optedOut);
    const switched = await call(patient, 'PATCH', '/api/profile', { medicine_reminders: true });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<Profile>().medicine_reminders).toBe(true);

    // 07:00 IST: too early.
    await runReminders();
    expect(await mailsTo(t, patient.email)).toHaveLength(0);

    // 08:00 IST on 1 June, twice: one mail.
    clock = new Date('2025-06-01T02:30:00Z');
    await runReminders();
    await runReminders();
    const [mail, ...more] = await mailsTo(t, patient.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'Your medicines today' });
    expect(mail!.text).toContain('You have 3 doses of medicine to take today.');
    expect(mail!.text).toContain('http://localhost:3000/medicines');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Metformin|Glimepiride|Paracetamol/);
    expect(await mailsTo(t, optedOut.email)).toHaveLength(0);

    // The next morning: the next digest.
    clock = new Date('2025-06-02T02:30:00Z');
    await runReminders();
    expect(await mailsTo(t, patient.email)).toHaveLength(2);
  });
});
