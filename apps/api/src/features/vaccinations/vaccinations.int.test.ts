import type { ActivityPage, FamilyPatient, Immunization, Vaccinations } from '@sehat/shared';
import { calendarDateOf, todayIn } from '@sehat/shared';
import { addDays, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immunizations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare, type Method } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

/** The injected clock, fixed at the start; "today" is the patients' zone's (Asia/Kolkata by default). */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const TODAY = todayIn('Asia/Kolkata', NOW);
const daysAgo = (days: number) => calendarDateOf(addDays(parseISO(TODAY), -days));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const call = (
  who: TestPatient,
  method: Method,
  url: string,
  options: { payload?: object; actingFor?: string } = {},
) => callAs(t, who, method, url, options);

/** A family member `owner` manages, born `birthDate`. */
async function addChild(owner: TestPatient, birthDate = daysAgo(70)): Promise<FamilyPatient> {
  const response = await call(owner, 'POST', '/api/family', {
    payload: { name: 'Aarav Verma', relationship: 'son', birth_date: birthDate, sex: 'male' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FamilyPatient>();
}

async function give(who: TestPatient, body: object, actingFor?: string): Promise<Immunization> {
  const response = await call(who, 'POST', '/api/vaccinations', { payload: body, actingFor });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Immunization>();
}

const keyOf = (response: { json: <T>() => T }) => response.json<{ error: { key: string } }>().error.key;
const count = async (patientId: string) =>
  (await t.db.select().from(immunizations).where(eq(immunizations.patientId, patientId))).length;

describe('vaccinations (docs/decisions/055-vaccinations.md)', () => {
  it("computes a 10-week-old's schedule by age; a dose marked given leaves the due list", async () => {
    const owner = await signUpPatient(t.app);
    const child = await addChild(owner);
    const before = (
      await call(owner, 'GET', '/api/vaccinations', { actingFor: child.id })
    ).json<Vaccinations>();
    expect(before).toMatchObject({ birth_date: daysAgo(70), today: TODAY, given: [] });
    expect(before.sources.child.document).toContain('Universal Immunisation Programme');
    expect(before.sources.adult).toMatchObject({ checked: '2026-11-27' });
    expect(before.sources.adult.document).toContain('Association of Physicians of India');
    const due = (v: Vaccinations) => v.schedule.filter((i) => i.status === 'due').map((i) => i.label);
    expect(due(before)).toContain('Pentavalent-2');

    const given = await give(
      owner,
      { vaccine: 'penta', dose: 2, given_on: TODAY, batch: 'PV-2291', place: 'PHC Sector 12' },
      child.id,
    );
    const after = (
      await call(owner, 'GET', '/api/vaccinations', { actingFor: child.id })
    ).json<Vaccinations>();
    expect(due(after)).not.toContain('Pentavalent-2');
    expect(after.schedule.find((i) => i.label === 'Pentavalent-2')).toMatchObject({
      status: 'given',
      given_on: TODAY,
      given_id: given.id,
    });
    expect(after.given).toEqual([given]);
  });

  it('records, reads, edits and deletes a dose (and another vaccine by name), each in the activity log', async () => {
    const patient = await signUpPatient(t.app);
    const flu = await give(patient, {
      vaccine: null,
      vaccine_name: 'Typhoid conjugate',
      given_on: daysAgo(3),
    });
    expect(flu).toMatchObject({ vaccine: null, vaccine_name: 'Typhoid conjugate', dose: null, batch: null });
    expect((await call(patient, 'GET', `/api/vaccinations/${flu.id}`)).json()).toEqual(flu);

    const edited = await call(patient, 'PUT', `/api/vaccinations/${flu.id}`, {
      payload: { vaccine: 'influenza', dose: 1, given_on: daysAgo(2), notes: 'Left arm' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Immunization>()).toMatchObject({
      id: flu.id,
      vaccine: 'influenza',
      vaccine_name: null,
      dose: 1,
      given_on: daysAgo(2),
      notes: 'Left arm',
    });
    expect((await call(patient, 'DELETE', `/api/vaccinations/${flu.id}`)).statusCode).toBe(204);
    expect((await call(patient, 'GET', `/api/vaccinations/${flu.id}`)).statusCode).toBe(404);

    const activity = (await call(patient, 'GET', '/api/activity')).json<ActivityPage>().items;
    expect(activity.filter((e) => e.subject_id === flu.id).map((e) => e.kind)).toEqual([
      'vaccination_deleted',
      'vaccination_updated',
      'vaccination_created',
    ]);
  });

  it('refuses a date before birth or in the future (400), a dose given twice (409), bad input (400); stores nothing', async () => {
    const owner = await signUpPatient(t.app);
    const child = await addChild(owner, daysAgo(30));
    const refusals: [object, number, string][] = [
      [{ vaccine: 'bcg', dose: 1, given_on: daysAgo(31) }, 400, 'vaccinations.givenOnBeforeBirth'],
      [{ vaccine: 'bcg', dose: 1, given_on: daysAgo(-1) }, 400, 'vaccinations.givenOnFuture'],
      [{ vaccine: 'bcg', dose: 1, given_on: '2026-02-30' }, 400, 'vaccinations.givenOnInvalid'],
      [{ vaccine: 'smallpox', dose: 1, given_on: daysAgo(1) }, 400, 'vaccinations.vaccineInvalid'],
      [{ vaccine: null, given_on: daysAgo(1) }, 400, 'vaccinations.vaccineInvalid'],
      [{ vaccine: 'bcg', given_on: daysAgo(1) }, 400, 'vaccinations.doseInvalid'],
      [{ vaccine: 'bcg', dose: 0, given_on: daysAgo(1) }, 400, 'vaccinations.doseInvalid'],
      [
        { vaccine: 'bcg', dose: 1, given_on: daysAgo(1), batch: 'x'.repeat(61) },
        400,
        'vaccinations.textTooLong',
      ],
    ];
    for (const [body, status, key] of refusals) {
      const response = await call(owner, 'POST', '/api/vaccinations', { payload: body, actingFor: child.id });
      expect([response.statusCode, keyOf(response)], JSON.stringify(body)).toEqual([status, key]);
    }
    expect(await count(child.id)).toBe(0);

    const bcg = await give(owner, { vaccine: 'bcg', dose: 1, given_on: daysAgo(29) }, child.id);
    const twice = await call(owner, 'POST', '/api/vaccinations', {
      payload: { vaccine: 'bcg', dose: 1, given_on: daysAgo(1) },
      actingFor: child.id,
    });
    expect([twice.statusCode, keyOf(twice)]).toEqual([409, 'vaccinations.duplicate']);
    const opv = await give(owner, { vaccine: 'opv', dose: 1, given_on: daysAgo(29) }, child.id);
    const clash = await call(owner, 'PUT', `/api/vaccinations/${opv.id}`, {
      payload: { vaccine: 'bcg', dose: 1, given_on: daysAgo(29) },
      actingFor: child.id,
    });
    expect([clash.statusCode, keyOf(clash)]).toEqual([409, 'vaccinations.duplicate']);
    const early = await call(owner, 'PUT', `/api/vaccinations/${bcg.id}`, {
      payload: { vaccine: 'bcg', dose: 1, given_on: daysAgo(40) },
      actingFor: child.id,
    });
    expect([early.statusCode, keyOf(early)]).toEqual([400, 'vaccinations.givenOnBeforeBirth']);
    const kept = (
      await call(owner, 'GET', `/api/vaccinations/${bcg.id}`, { actingFor: child.id })
    ).json<Immunization>();
    expect(kept.given_on).toBe(daysAgo(29));
    expect(await count(child.id)).toBe(2);
  });

  it('has no schedule without a date of birth on the profile', async () => {
    const patient = await signUpPatient(t.app);
    const answer = (await call(patient, 'GET', '/api/vaccinations')).json<Vaccinations>();
    expect([answer.birth_date, answer.schedule]).toEqual([null, []]);
  });
});

describe('vaccinations are per patient (docs/decisions/049-patients-apart-from-accounts.md)', () => {
  it("answers 404 for another account's dose and another family member's, and changes nothing", async () => {
    const owner = await signUpPatient(t.app);
    const stranger = await signUpPatient(t.app);
    const theirs = await give(stranger, { vaccine: null, vaccine_name: 'Rabies', given_on: daysAgo(1) });
    const child = await addChild(owner);
    const childs = await give(owner, { vaccine: 'bcg', dose: 1, given_on: daysAgo(69) }, child.id);
    const own = await give(owner, { vaccine: 'td', dose: 3, given_on: daysAgo(5) });
    const body = { vaccine: 'hepb', dose: 1, given_on: daysAgo(1) };

    for (const [id, actingFor] of [
      [theirs.id, undefined],
      [childs.id, undefined],
      [own.id, child.id],
    ] as const) {
      expect((await call(owner, 'GET', `/api/vaccinations/${id}`, { actingFor })).statusCode).toBe(404);
      expect(
        (await call(owner, 'PUT', `/api/vaccinations/${id}`, { payload: body, actingFor })).statusCode,
      ).toBe(404);
      expect((await call(owner, 'DELETE', `/api/vaccinations/${id}`, { actingFor })).statusCode).toBe(404);
    }
    expect((await call(stranger, 'GET', '/api/vaccinations', { actingFor: child.id })).statusCode).toBe(404);
    const ownList = (await call(owner, 'GET', '/api/vaccinations')).json<Vaccinations>();
    expect(ownList.given.map((g) => g.id)).toEqual([own.id]);
    expect(await count(child.id)).toBe(1);
    expect(
      (await call(stranger, 'GET', `/api/vaccinations/${theirs.id}`)).json<Immunization>().vaccine_name,
    ).toBe('Rabies');

    expect((await call(owner, 'DELETE', `/api/family/${child.id}`)).statusCode).toBe(204);
    expect(await count(child.id)).toBe(0);
  });

  it('lets a caregiver of the medical history read and (as an editor) record; other scopes get 404', async () => {
    const owner = await signUpPatient(t.app);
    const viewer = await signUpPatient(t.app);
    const editor = await signUpPatient(t.app);
    const labs = await signUpPatient(t.app);
    await grantCare(t, owner, viewer, { role: 'viewer', categories: ['history'], months: 3 });
    await grantCare(t, owner, editor, { role: 'editor', categories: ['history'], months: 3 });
    await grantCare(t, owner, labs, { role: 'editor', categories: ['lab_reports'], months: 3 });
    const body = { vaccine: 'influenza', dose: 1, given_on: daysAgo(1) };
    const as = (who: TestPatient, method: Method, payload?: object) =>
      call(who, method, '/api/vaccinations', { payload, actingFor: owner.userId });

    expect((await as(viewer, 'GET')).statusCode).toBe(200);
    const refused = await as(viewer, 'POST', body);
    expect([refused.statusCode, keyOf(refused)]).toEqual([403, 'caregivers.readOnly']);
    expect((await as(editor, 'POST', body)).statusCode).toBe(201);
    expect((await as(labs, 'GET')).statusCode).toBe(404);
    expect((await as(labs, 'POST', { ...body, dose: 2 })).statusCode).toBe(404);
    expect(await count(owner.userId)).toBe(1);
  });
});
