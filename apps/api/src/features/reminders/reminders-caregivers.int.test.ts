import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { mailsTo } from '../../test/outbox.js';
import { seedVisit } from '../../test/seed.js';

/**
 * Reminders to caregivers who ask for them (docs/decisions/051-caregivers.md#reminders-to-caregivers), through
 * the real reminder job: a copy for each live viewer or editor whose grant covers what the reminder is about,
 * never naming the patient; none for a caregiver who did not ask, or whose grant does not cover it.
 */
let clock = new Date('2025-06-02T02:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    database: 'own',
    now: () => clock,
  });
});
afterAll(() => t.close());

const remind = (who: TestPatient, grantId: string, reminders: unknown) =>
  callAs(t, who, 'PATCH', `/api/caregivers/held/${grantId}`, { payload: { reminders } });
/** The reminder copies `who` was sent (their invitation mail aside). */
const copiesTo = async (who: TestPatient) =>
  (await mailsTo(t, who.email)).filter((mail) => mail.subject === 'A reminder for someone you care for');
const errorKey = (response: { json<T>(): T }) => response.json<{ error: { key: string } }>().error.key;

describe('reminders to caregivers', () => {
  it('copies an appointment reminder to a caregiver who asked and whose grant covers visits, and to nobody else', async () => {
    const patient = await signUpPatient(t.app, { name: 'Kamala Devi' });
    const daughter = await signUpPatient(t.app, { name: 'Anita' });
    const neighbour = await signUpPatient(t.app, { name: 'Sunil' });
    const pharmacist = await signUpPatient(t.app, { name: 'Ravi' });
    const all = { categories: 'everything' as const, months: 3 as const };
    const asked = await grantCare(t, patient, daughter, { role: 'viewer', ...all });
    await grantCare(t, patient, neighbour, { role: 'editor', ...all });
    const labsOnly = await grantCare(t, patient, pharmacist, {
      role: 'viewer',
      categories: ['lab_reports'],
      months: 3,
    });
    expect((await remind(daughter, asked.id, true)).statusCode).toBe(204);
    expect((await remind(pharmacist, labsOnly.id, true)).statusCode).toBe(204);
    const listed = await callAs(t, daughter, 'GET', '/api/caregivers/held');
    expect(listed.json<{ items: { id: string; reminders: boolean }[] }>().items).toEqual([
      expect.objectContaining({ id: asked.id, reminders: true }),
    ]);

    await seedVisit(t.db, patient.userId, { visitDate: '2025-06-03', hospitalName: 'Ruby Hall Clinic' });
    clock = new Date('2025-06-02T02:30:00Z'); // 08:00 IST the day before
    expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');

    expect(await mailsTo(t, patient.email)).toHaveLength(1);
    const [copy, ...more] = await copiesTo(daughter);
    expect(more).toHaveLength(0);
    expect(copy!.text).toContain(
      'Someone you care for on Sehat has an appointment at Ruby Hall Clinic tomorrow.',
    );
    expect(`${copy!.subject}${copy!.text}${copy!.html}`).not.toMatch(/Kamala|Devi/);
    expect(await copiesTo(neighbour)).toHaveLength(0);
    expect(await copiesTo(pharmacist)).toHaveLength(0);

    // Switched off again: the next reminder goes to the patient alone.
    expect((await remind(daughter, asked.id, false)).statusCode).toBe(204);
    await seedVisit(t.db, patient.userId, { visitDate: '2025-06-04', hospitalName: 'Ruby Hall Clinic' });
    clock = new Date('2025-06-03T02:30:00Z');
    expect(await t.app.jobs.runNow('email-reminders')).toBe('completed');
    expect(await mailsTo(t, patient.email)).toHaveLength(2);
    expect(await copiesTo(daughter)).toHaveLength(1);
  });

  it('refuses the emergency role (400), a bad body (400), and another account’s, an unknown or a revoked grant (404)', async () => {
    const patient = await signUpPatient(t.app);
    const helper = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const emergency = await grantCare(t, patient, helper, {
      role: 'emergency',
      categories: 'everything',
      months: 3,
    });
    const card = await remind(helper, emergency.id, true);
    expect([card.statusCode, errorKey(card)]).toEqual([400, 'caregivers.remindersNotForEmergency']);
    const viewer = await grantCare(t, other, helper, { role: 'viewer', categories: 'everything', months: 3 });
    const bad = await remind(helper, viewer.id, 'yes');
    expect([bad.statusCode, errorKey(bad)]).toEqual([400, 'caregivers.remindersInvalid']);
    expect((await remind(other, viewer.id, true)).statusCode).toBe(404);
    expect((await remind(helper, 'no-such-grant', true)).statusCode).toBe(404);
    const ended = await callAs(t, other, 'DELETE', `/api/caregivers/${viewer.id}`);
    expect(ended.statusCode, ended.body).toBe(204);
    expect((await remind(helper, viewer.id, true)).statusCode).toBe(404);
  });
});
