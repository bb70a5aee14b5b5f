import type { InsurancePolicy, NotificationList, Profile } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { mailsTo } from '../../test/outbox.js';
import { recordForm } from '../../test/uploads.js';

/**
 * Renewal reminders 30 and 7 days before a policy ends (docs/decisions/053-insurance-policies.md), through the
 * real reminder job and bell with an injected clock; each test has its own end date.
 */
let clock = new Date('2025-06-01T02:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    database: 'own',
    now: () => clock,
  });
});
afterAll(() => t.close());

/** 08:00 in Asia/Kolkata on `date` (UTC+05:30). */
const eightAmIst = (date: string) => new Date(Date.parse(`${date}T02:30:00Z`));

function call(
  patient: TestPatient,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object | FormData,
) {
  return t.app.inject({
    method,
    url,
    payload: payload as never,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

const fields = (start: string, end: string) => ({
  insurer: 'care-health',
  policy_number: 'CARE-99887766',
  policy_type: 'individual',
  sum_insured: '300000',
  start_date: start,
  end_date: end,
});

async function policyEnding(patient: TestPatient, end: string): Promise<InsurancePolicy> {
  const response = await call(
    patient,
    'POST',
    '/api/insurance-policies',
    recordForm(fields('2024-07-11', end)),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<InsurancePolicy>();
}

const runReminders = async () => expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');
const renewalItems = async (patient: TestPatient) =>
  (await call(patient, 'GET', '/api/notifications'))
    .json<NotificationList>()
    .items.filter((item) => item.type === 'policy_renewal');

describe('policy renewal reminders', () => {
  it('e-mail 30 and then 7 days before the end, once each, naming no policy detail; the bell shows each stage', async () => {
    const patient = await signUpPatient(t.app);
    const policy = await policyEnding(patient, '2025-07-10');

    clock = eightAmIst('2025-06-09');
    await runReminders();
    expect(await mailsTo(t, patient.email)).toHaveLength(0);
    expect(await renewalItems(patient)).toEqual([]);

    clock = eightAmIst('2025-06-10');
    await runReminders();
    await runReminders();
    const [first, ...more] = await mailsTo(t, patient.email);
    expect(more).toHaveLength(0);
    expect(first).toMatchObject({ subject: 'Your health insurance policy ends in 30 days' });
    expect(first!.text).toContain('http://localhost:3000/insurance-policy');
    expect(`${first!.subject}${first!.text}${first!.html}`).not.toMatch(/CARE-99887766|Care Health|300000/);
    expect(await renewalItems(patient)).toMatchObject([
      {
        id: `${policy.id}:30`,
        title: 'Insurance policy renewal',
        description:
          'Your Care Health Insurance Ltd. policy CARE-99887766 ends in 30 days. Renew it in time.',
        date: '2025-07-10',
        read: false,
      },
    ]);

    clock = eightAmIst('2025-06-20');
    await runReminders();
    expect(await mailsTo(t, patient.email)).toHaveLength(1);

    clock = eightAmIst('2025-07-03');
    await runReminders();
    const mails = await mailsTo(t, patient.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Your health insurance policy ends in 30 days',
      'Your health insurance policy ends in 7 days',
    ]);
    expect((await renewalItems(patient)).map((item) => item.id)).toEqual([`${policy.id}:7`]);
  });

  it('send no e-mail to a patient who switched them off, and none for a period already renewed', async () => {
    const off = await signUpPatient(t.app);
    const switched = await call(off, 'PATCH', '/api/profile', { policy_reminders: false });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json<Profile>().policy_reminders).toBe(false);
    await policyEnding(off, '2025-09-10');

    const renewing = await signUpPatient(t.app);
    const old = await policyEnding(renewing, '2025-09-10');
    const renewed = await call(
      renewing,
      'POST',
      `/api/insurance-policies/${old.id}/renew`,
      recordForm(fields('2025-09-11', '2026-09-10')),
    );
    expect(renewed.statusCode, renewed.body).toBe(201);

    clock = eightAmIst('2025-08-11');
    await runReminders();
    expect(await mailsTo(t, off.email)).toHaveLength(0);
    expect(await mailsTo(t, renewing.email)).toHaveLength(0);
    expect(await renewalItems(off)).toHaveLength(1);
    expect(await renewalItems(renewing)).toEqual([]);
  });
});
