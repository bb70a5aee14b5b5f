import {
  CARE_CATEGORIES,
  NOMINEE_GRANT_END,
  type ActivityPage,
  type CaregiverList,
  type FamilyPatient,
  type HeldGrantList,
  type Nominee,
  type NomineeRequest,
  type NotificationList,
} from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { careNominees } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { latestMailTo } from '../../test/outbox.js';
import { recordForm } from '../../test/uploads.js';

/**
 * The nominee (docs/decisions/060-nominee.md): named by the patient's side among its live caregivers, asks
 * for emergency access; the patient is told by bell and mail and may refuse within the waiting period;
 * unrefused, the job makes the nominee a viewer of everything with no end.
 */
let clock: Date | null = null;
let t: TestApp;
beforeAll(async () => {
  // Sessions outlive a day of waiting when used within it (the longest idle timeout the env allows).
  t = await buildTestApp({
    database: 'own',
    now: () => clock ?? new Date(),
    env: { SESSION_IDLE_MINUTES: '1440', SESSION_MAX_HOURS: '720' },
  });
});
afterEach(() => {
  clock = null;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const errorKey = (response: { json<T>(): T }) => response.json<{ error: { key: string } }>().error.key;
const runJob = async () => expect(await t.app.jobs.runNow('nominee-access')).toBe('completed');
const nomineeRowOf = (patientId: string) =>
  t.db.select().from(careNominees).where(eq(careNominees.patientId, patientId));
const kindsBy = async (owner: TestPatient, name: string | null, actingFor?: string) =>
  (await callAs(t, owner, 'GET', '/api/activity', { actingFor }))
    .json<ActivityPage>()
    .items.filter((entry) => entry.kind.startsWith('nominee_') && entry.actor_name === name)
    .map((entry) => entry.kind);

/** A patient, and a caregiver (viewer of lab reports) they named nominee with `days` of waiting. */
async function namedNominee(days: 1 | 3 | 7 = 1) {
  const owner = await signUpPatient(t.app, { name: 'Kamala Devi' });
  const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
  const grant = await grantCare(t, owner, ravi, { role: 'viewer', categories: ['lab_reports'], months: 3 });
  const named = await callAs(t, owner, 'PUT', '/api/caregivers/nominee', {
    payload: { grant_id: grant.id, wait_days: days },
  });
  expect(named.statusCode, named.body).toBe(200);
  return { owner, ravi, grant };
}

const requestAccess = (ravi: TestPatient, grantId: string) =>
  callAs(t, ravi, 'POST', `/api/caregivers/held/${grantId}/emergency-access`);
const history = (ravi: TestPatient, owner: TestPatient) =>
  callAs(t, ravi, 'GET', '/api/medical-records', { actingFor: owner.userId });

describe('naming a nominee', () => {
  it('names one live caregiver with a waiting period, shown to both sides; changing or removing it', async () => {
    const { owner, ravi, grant } = await namedNominee(3);
    const listed = (await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>();
    expect(listed.nominee).toEqual<Nominee>({
      grant_id: grant.id,
      caregiver_name: 'Ravi Kumar',
      wait_days: 3,
      request: null,
    });
    const held = (await callAs(t, ravi, 'GET', '/api/caregivers/held')).json<HeldGrantList>();
    expect(held.items[0]?.nominee).toEqual({ wait_days: 3, request: null });

    const asha = await signUpPatient(t.app, { name: 'Asha Rao' });
    const ashaGrant = await grantCare(t, owner, asha, {
      role: 'emergency',
      categories: 'everything',
      months: 3,
    });
    const changed = await callAs(t, owner, 'PUT', '/api/caregivers/nominee', {
      payload: { grant_id: ashaGrant.id, wait_days: 7 },
    });
    expect(changed.json<Nominee>()).toMatchObject({ caregiver_name: 'Asha Rao', wait_days: 7 });
    // One nominee per patient: Ravi is no longer one, and cannot ask.
    const ravisHeld = (await callAs(t, ravi, 'GET', '/api/caregivers/held')).json<HeldGrantList>();
    expect(ravisHeld.items[0]?.nominee).toBeNull();
    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(404);

    expect((await callAs(t, owner, 'DELETE', '/api/caregivers/nominee')).statusCode).toBe(204);
    expect((await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>().nominee).toBeNull();
    expect((await requestAccess(asha, ashaGrant.id)).statusCode).toBe(404);
    expect((await callAs(t, owner, 'DELETE', '/api/caregivers/nominee')).statusCode).toBe(404);
  });

  it('ends the nomination with the grant', async () => {
    const { owner, ravi, grant } = await namedNominee();
    expect((await callAs(t, owner, 'DELETE', `/api/caregivers/${grant.id}`)).statusCode).toBe(204);
    expect(await nomineeRowOf(owner.userId)).toEqual([]);
    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx and stores nothing', async () => {
    const owner = await signUpPatient(t.app, { name: 'Kamala Devi' });
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const other = await signUpPatient(t.app, { name: 'Meena Iyer' });
    const grant = await grantCare(t, owner, ravi, { role: 'editor', categories: 'everything', months: 3 });
    const othersGrant = await grantCare(t, other, ravi, {
      role: 'viewer',
      categories: 'everything',
      months: 3,
    });
    const name = (who: TestPatient, payload: object, actingFor?: string) =>
      callAs(t, who, 'PUT', '/api/caregivers/nominee', { payload, actingFor });

    const badDays = await name(owner, { grant_id: grant.id, wait_days: 2 });
    expect(badDays.statusCode).toBe(400);
    expect(errorKey(badDays)).toBe('caregivers.nomineeDaysInvalid');
    expect((await name(owner, { grant_id: grant.id })).statusCode).toBe(400);
    // Not an active caregiver of this patient: another patient's grant, an unknown id, the owner's own id.
    for (const id of [othersGrant.id, '00000000-0000-4000-8000-000000000000', owner.userId]) {
      const response = await name(owner, { grant_id: id, wait_days: 1 });
      expect(response.statusCode).toBe(404);
      expect(errorKey(response)).toBe('caregivers.notFound');
    }
    // A caregiver, even an editor of everything, cannot name a nominee (owner-only: 404).
    const byCaregiver = await name(ravi, { grant_id: grant.id, wait_days: 1 }, owner.userId);
    expect(byCaregiver.statusCode).toBe(404);
    expect(errorKey(byCaregiver)).toBe('request.notFound');
    // Nothing named, so nothing to request or refuse.
    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(404);
    const refuse = await callAs(t, owner, 'POST', '/api/caregivers/nominee/refuse');
    expect(refuse.statusCode).toBe(404);
    expect(await nomineeRowOf(owner.userId)).toEqual([]);

    // An expired grant is not an active caregiver.
    const late = await signUpPatient(t.app, { name: 'Late Caregiver' });
    clock = new Date(Date.now() - 100 * DAY);
    const expired = await grantCare(t, owner, late, { role: 'viewer', categories: 'everything', months: 3 });
    clock = null;
    expect((await name(owner, { grant_id: expired.id, wait_days: 1 })).statusCode).toBe(404);
    expect(await nomineeRowOf(owner.userId)).toEqual([]);
  });
});

describe('an emergency-access request', () => {
  it('tells the patient at once by bell and mail, and refuses a second request (409)', async () => {
    const { owner, ravi, grant } = await namedNominee(3);
    const requested = await requestAccess(ravi, grant.id);
    expect(requested.statusCode, requested.body).toBe(201);
    const request = requested.json<NomineeRequest>();
    expect(request.status).toBe('pending');
    expect(Date.parse(request.due_at) - Date.parse(request.requested_at)).toBe(3 * DAY);

    const bell = (await callAs(t, owner, 'GET', '/api/notifications')).json<NotificationList>();
    expect(bell.items.filter((item) => item.type === 'nominee_request')).toEqual([
      expect.objectContaining({
        title_key: 'notifications.nomineeRequestTitle',
        description_key: 'caregivers.nomineeRequestedBy',
        description_values: { name: 'Ravi Kumar' },
        read: false,
      }),
    ]);
    // Not also counted as a caregiver's change of the records.
    expect(bell.items.filter((item) => item.type === 'caregiver_change')).toEqual([]);
    const mail = await latestMailTo(t, owner.email);
    expect(mail?.subject).toBe('Emergency access was requested on Sehat');
    expect(mail?.text).toContain('Ravi Kumar');
    expect(mail?.text).toContain('3 day(s)');
    expect(mail?.text).toContain('/caregivers');
    expect(await kindsBy(owner, 'Ravi Kumar')).toEqual(['nominee_requested']);

    const again = await requestAccess(ravi, grant.id);
    expect(again.statusCode).toBe(409);
    expect(errorKey(again)).toBe('caregivers.nomineeRequestOpen');
    const listed = (await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>();
    expect(listed.nominee?.request).toEqual(request);
  });

  it('is refused only by the nominee: another caregiver, or the nominee with another grant id, gets 404', async () => {
    const { owner, grant } = await namedNominee();
    const asha = await signUpPatient(t.app, { name: 'Asha Rao' });
    const ashaGrant = await grantCare(t, owner, asha, {
      role: 'editor',
      categories: 'everything',
      months: 3,
    });
    for (const id of [ashaGrant.id, grant.id]) {
      const response = await requestAccess(asha, id);
      expect(response.statusCode).toBe(404);
      expect(errorKey(response)).toBe('caregivers.notFound');
    }
    expect((await nomineeRowOf(owner.userId))[0]?.requestedAt).toBeNull();
  });

  it('grants viewer of everything with no end once the waiting period ends unrefused', async () => {
    const start = new Date();
    clock = start;
    const { owner, ravi, grant } = await namedNominee(1);
    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(201);

    // Before the period ends: the job grants nothing, the history stays out of reach.
    clock = new Date(start.getTime() + DAY - 60_000);
    await runJob();
    expect((await history(ravi, owner)).statusCode).toBe(404);
    const waiting = (await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>();
    expect(waiting.nominee?.request?.status).toBe('pending');

    clock = new Date(start.getTime() + DAY + 60_000);
    const tooLate = await callAs(t, owner, 'POST', '/api/caregivers/nominee/refuse');
    expect(tooLate.statusCode).toBe(409);
    expect(errorKey(tooLate)).toBe('caregivers.nomineeTooLate');
    await runJob();
    await runJob(); // a repeated run grants nothing twice
    expect((await history(ravi, owner)).statusCode).toBe(200);
    const write = await callAs(t, ravi, 'POST', '/api/medical-records', {
      actingFor: owner.userId,
      payload: recordForm(),
    });
    expect(write.statusCode).toBe(403);

    const listed = (await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>();
    expect(listed.grants).toEqual([
      expect.objectContaining({
        id: grant.id,
        role: 'viewer',
        categories: [...CARE_CATEGORIES],
        expires_at: NOMINEE_GRANT_END,
        active: true,
      }),
    ]);
    expect(listed.nominee?.request?.status).toBe('granted');
    // The FHIR export's RelatedPerson has no end either.
    const bundle = (await callAs(t, owner, 'GET', '/api/export/fhir')).json<{
      entry: { resource: { resourceType: string; period?: { start: string; end?: string } } }[];
    }>();
    const related = bundle.entry.find((entry) => entry.resource.resourceType === 'RelatedPerson');
    expect(related?.resource.period).toEqual({ start: expect.any(String) });
    expect(await kindsBy(owner, 'Ravi Kumar')).toEqual(['nominee_granted', 'nominee_requested']);
    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(409);

    // Until the patient ends it: then the next request is a 404.
    expect((await callAs(t, owner, 'DELETE', `/api/caregivers/${grant.id}`)).statusCode).toBe(204);
    expect((await history(ravi, owner)).statusCode).toBe(404);
    clock = null;
  });

  it('refused within the period, grants nothing; the nominee may ask again', async () => {
    const start = new Date();
    clock = start;
    const { owner, ravi, grant } = await namedNominee(1);
    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(201);

    clock = new Date(start.getTime() + DAY / 2);
    expect((await callAs(t, owner, 'POST', '/api/caregivers/nominee/refuse')).statusCode).toBe(204);
    const told = (await callAs(t, ravi, 'GET', '/api/caregivers/held')).json<HeldGrantList>();
    expect(told.items[0]?.nominee?.request?.status).toBe('refused');
    expect(await kindsBy(owner, null)).toEqual(['nominee_refused']);
    expect((await callAs(t, owner, 'POST', '/api/caregivers/nominee/refuse')).statusCode).toBe(404);

    clock = new Date(start.getTime() + DAY + 60_000);
    await runJob();
    expect((await history(ravi, owner)).statusCode).toBe(404);
    const held = (await callAs(t, ravi, 'GET', '/api/caregivers/held')).json<HeldGrantList>();
    expect(held.items[0]).toMatchObject({ role: 'viewer', categories: ['lab_reports'] });
    expect(held.items[0]?.nominee?.request?.status).toBe('refused');

    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(201);
    clock = null;
  });

  it("of a family member's nominee tells the managing account", async () => {
    const manager = await signUpPatient(t.app, { name: 'Sunita Sharma' });
    const added = await callAs(t, manager, 'POST', '/api/family', {
      payload: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const mother = added.json<FamilyPatient>().id;
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const grant = await grantCare(
      t,
      manager,
      ravi,
      { role: 'viewer', categories: 'everything', months: 3 },
      mother,
    );
    const named = await callAs(t, manager, 'PUT', '/api/caregivers/nominee', {
      payload: { grant_id: grant.id, wait_days: 7 },
      actingFor: mother,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await callAs(t, manager, 'GET', '/api/caregivers')).json<CaregiverList>().nominee).toBeNull();

    expect((await requestAccess(ravi, grant.id)).statusCode).toBe(201);
    expect((await latestMailTo(t, manager.email))?.subject).toBe('Emergency access was requested on Sehat');
    const bell = (
      await callAs(t, manager, 'GET', '/api/notifications', { actingFor: mother })
    ).json<NotificationList>();
    expect(bell.items.map((item) => item.type)).toContain('nominee_request');
    expect(await kindsBy(manager, 'Ravi Kumar', mother)).toEqual(['nominee_requested']);
  });
});
