import type { Profile } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs } from '../../test/caregivers.js';
import { signUpPatient } from '../../test/client.js';
import { mailsTo } from '../../test/outbox.js';

/**
 * E-mail a week before a family member's vaccine is due (docs/decisions/055-vaccinations.md), through the real
 * reminder job and the mail outbox, with an injected clock; only for an account that opted in.
 */
let clock = new Date('2026-06-01T02:30:00Z');
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
const runReminders = async () => expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');

describe('vaccination reminders by e-mail', () => {
  it('go a week before the 6-week doses, once, to an account that opted in, naming no vaccine or child', async () => {
    clock = eightAmIst('2026-06-01');
    const parent = await signUpPatient(t.app);
    const quiet = await signUpPatient(t.app);
    // Born 2026-05-02: the 6-week doses are due on 2026-06-13, their reminder day is 2026-06-06.
    for (const account of [parent, quiet]) {
      const added = await callAs(t, account, 'POST', '/api/family', {
        payload: { name: 'Aarav Verma', relationship: 'son', birth_date: '2026-05-02', sex: 'male' },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const optedIn = await callAs(t, parent, 'PATCH', '/api/profile', {
      payload: { vaccination_reminders: true },
    });
    expect(optedIn.statusCode, optedIn.body).toBe(200);
    expect(optedIn.json<Profile>().vaccination_reminders).toBe(true);
    expect((await callAs(t, quiet, 'GET', '/api/profile')).json<Profile>().vaccination_reminders).toBe(false);

    clock = eightAmIst('2026-06-05');
    await runReminders();
    expect(await mailsTo(t, parent.email)).toHaveLength(0);

    clock = eightAmIst('2026-06-06');
    await runReminders();
    await runReminders();
    const [mail, ...more] = await mailsTo(t, parent.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ subject: 'A vaccination is due in 7 days' });
    expect(mail!.text).toContain('http://localhost:3000/vaccinations');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Aarav|Pentavalent|Rotavirus|OPV|PCV/);
    expect(await mailsTo(t, quiet.email)).toHaveLength(0);

    clock = eightAmIst('2026-06-07');
    await runReminders();
    expect(await mailsTo(t, parent.email)).toHaveLength(1);
  });
});
