import type { Dashboard, NotificationList } from '@sehat/shared';
import { calendarDateOf, todayIn } from '@sehat/shared';
import { addDays, parseISO } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

/**
 * The vaccines to attend to reach the dashboard's one answer and the bell (docs/decisions/055-vaccinations.md),
 * computed on today in the patient's zone at the injected clock.
 */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const TODAY = todayIn('Asia/Kolkata', NOW);
const daysAgo = (days: number) => calendarDateOf(addDays(parseISO(TODAY), -days));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function addChild(owner: TestPatient, birthDate: string): Promise<string> {
  const response = await callAs(t, owner, 'POST', '/api/family', {
    payload: { name: 'Aarav Verma', relationship: 'son', birth_date: birthDate, sex: 'male' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('vaccines due on the dashboard and in the bell', () => {
  it("lists a child's doses due, overdue or due within a week; a dose given leaves both", async () => {
    const owner = await signUpPatient(t.app);
    // 5 weeks and 1 day old: BCG is overdue, the 6-week doses are due in 6 days (inside the week's reminder).
    const child = await addChild(owner, daysAgo(36));
    const dashboard = (
      await callAs(t, owner, 'GET', '/api/dashboard', { actingFor: child })
    ).json<Dashboard>();
    expect(dashboard.vaccines_due.map((d) => [d.label, d.status])).toEqual([
      ['BCG', 'overdue'],
      ['OPV-1', 'upcoming'],
      ['Pentavalent-1', 'upcoming'],
      ['Rotavirus-1', 'upcoming'],
      ['PCV-1', 'upcoming'],
      ['fIPV-1', 'upcoming'],
    ]);
    const bell = (
      await callAs(t, owner, 'GET', '/api/notifications', { actingFor: child })
    ).json<NotificationList>();
    const vaccines = bell.items.filter((item) => item.type === 'vaccination_due');
    expect(vaccines.map((item) => [item.id, item.description_key, item.date])).toEqual([
      ['bcg:1', 'vaccinations.reminderOverdue', daysAgo(36)],
      ['opv:2', 'vaccinations.reminderDue', calendarDateOf(addDays(parseISO(daysAgo(36)), 42))],
      ['penta:1', 'vaccinations.reminderDue', calendarDateOf(addDays(parseISO(daysAgo(36)), 42))],
      ['rota:1', 'vaccinations.reminderDue', calendarDateOf(addDays(parseISO(daysAgo(36)), 42))],
      ['pcv:1', 'vaccinations.reminderDue', calendarDateOf(addDays(parseISO(daysAgo(36)), 42))],
    ]);
    expect(vaccines[0]).toMatchObject({ title: 'Vaccine due', description: 'BCG is overdue.', read: false });

    const given = await callAs(t, owner, 'POST', '/api/vaccinations', {
      payload: { vaccine: 'bcg', dose: 1, given_on: daysAgo(1) },
      actingFor: child,
    });
    expect(given.statusCode, given.body).toBe(201);
    const after = (await callAs(t, owner, 'GET', '/api/dashboard', { actingFor: child })).json<Dashboard>();
    expect(after.vaccines_due.map((d) => d.label)).not.toContain('BCG');
    const bellAfter = (
      await callAs(t, owner, 'GET', '/api/notifications', { actingFor: child })
    ).json<NotificationList>();
    expect(bellAfter.items.map((item) => item.id)).not.toContain('bcg:1');
  });

  it('lists nothing a week and a day before a dose, nor for an adult with nothing advised yet', async () => {
    const owner = await signUpPatient(t.app);
    const child = await addChild(owner, calendarDateOf(addDays(parseISO(daysAgo(42)), 8)));
    const given = await callAs(t, owner, 'POST', '/api/vaccinations', {
      payload: { vaccine: 'bcg', dose: 1, given_on: daysAgo(1) },
      actingFor: child,
    });
    expect(given.statusCode, given.body).toBe(201);
    const dashboard = (
      await callAs(t, owner, 'GET', '/api/dashboard', { actingFor: child })
    ).json<Dashboard>();
    expect(dashboard.vaccines_due).toEqual([]);
    expect((await callAs(t, owner, 'GET', '/api/dashboard')).json<Dashboard>().vaccines_due).toEqual([]);
  });
});
