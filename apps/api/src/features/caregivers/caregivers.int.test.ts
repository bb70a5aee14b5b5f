import type {
  ActivityPage,
  CaregiverList,
  CareGrant,
  FamilyPatient,
  HeldGrantList,
  NotificationList,
} from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careGrants, careInvitations } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare, invitationTokenFor } from '../../test/caregivers.js';
import { signUpPatient, uniqueEmail } from '../../test/client.js';
import { latestMailTo } from '../../test/outbox.js';
import { recordForm } from '../../test/uploads.js';

/** Invitations, acceptance, the grant's life and its end (docs/decisions/051-caregivers.md). */
let clock: Date | null = null;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    now: () => clock ?? new Date(),
    env: { LOG_LEVEL: 'debug' },
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(() => t.close());

const invitationsOf = (patientId: string) =>
  t.db.select().from(careInvitations).where(eq(careInvitations.patientId, patientId));
const grantsOf = (patientId: string) =>
  t.db.select().from(careGrants).where(eq(careGrants.patientId, patientId));
const errorKey = (response: { json<T>(): T }) => response.json<{ error: { key: string } }>().error.key;

describe('inviting a caregiver', () => {
  it('mails a single-use link whose token is stored only hashed, and the invitee becomes a caregiver', async () => {
    const owner = await signUpPatient(t.app, { name: 'Kamala Devi' });
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const invited = await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
      payload: {
        email: ` ${ravi.email.toUpperCase()} `,
        role: 'viewer',
        categories: ['lab_reports'],
        months: 6,
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const mail = await latestMailTo(t, ravi.email);
    expect(mail?.subject).toBe('You are invited to help on Sehat');
    const token = await invitationTokenFor(t, ravi.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await invitationsOf(owner.userId);
    expect(stored?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = (await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>();
    expect(listed.invitations).toEqual([expect.objectContaining({ email: ravi.email, role: 'viewer' })]);

    const accepted = await callAs(t, ravi, 'POST', '/api/caregivers/invitations/accept', {
      payload: { token },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json<CareGrant>()).toMatchObject({
      patient_id: owner.userId,
      patient_name: 'Kamala Devi',
      role: 'viewer',
      categories: ['lab_reports'],
      active: true,
    });
    const reused = await callAs(t, ravi, 'POST', '/api/caregivers/invitations/accept', {
      payload: { token },
    });
    expect(reused.statusCode).toBe(400);
    expect(errorKey(reused)).toBe('caregivers.invitationInvalid');
    expect(await grantsOf(owner.userId)).toHaveLength(1);

    const held = (await callAs(t, ravi, 'GET', '/api/caregivers/held')).json<HeldGrantList>();
    expect(held.items.map((g) => [g.patient_name, g.role])).toEqual([['Kamala Devi', 'viewer']]);
    const shell = await callAs(t, ravi, 'GET', '/api/shell', { actingFor: owner.userId });
    expect(shell.json<{ patient: unknown }>().patient).toEqual({
      id: owner.userId,
      name: 'Kamala Devi',
      relationship: 'self',
      role: 'viewer',
      categories: ['lab_reports'],
    });
    expect((await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>()).toMatchObject({
      grants: [expect.objectContaining({ caregiver_name: 'Ravi Kumar', role: 'viewer' })],
      invitations: [],
    });
    // Neither the token nor either address reaches the log.
    const log = logLines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(ravi.email);
    expect(log).not.toContain(owner.email);
  });

  it.each([
    ['an unknown category', { categories: ['history', 'dreams'] }, 'caregivers.categoriesInvalid'],
    ['no category', { categories: [] }, 'caregivers.categoriesInvalid'],
    ['an unknown role', { role: 'owner' }, 'caregivers.roleInvalid'],
    ['a length that is not offered', { months: 5 }, 'caregivers.monthsInvalid'],
    ['a bad e-mail', { email: 'not an address' }, 'caregivers.emailInvalid'],
  ])('refuses %s with a 400, storing nothing and mailing nobody', async (_label, override, key) => {
    const owner = await signUpPatient(t.app);
    const email = uniqueEmail('invitee');
    const response = await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
      payload: { email, role: 'editor', categories: 'everything', months: 3, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(errorKey(response)).toBe(key);
    expect(await invitationsOf(owner.userId)).toEqual([]);
    expect(await latestMailTo(t, email)).toBeUndefined();
  });

  it('refuses one’s own e-mail (400) and an account that already has access (409), storing nothing', async () => {
    const owner = await signUpPatient(t.app);
    const ravi = await signUpPatient(t.app);
    const own = await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
      payload: { email: owner.email, role: 'viewer', categories: 'everything', months: 3 },
    });
    expect([own.statusCode, errorKey(own)]).toEqual([400, 'caregivers.ownEmail']);
    await grantCare(t, owner, ravi, { role: 'viewer', categories: 'everything', months: 3 });
    const again = await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
      payload: { email: ravi.email, role: 'editor', categories: 'everything', months: 3 },
    });
    expect([again.statusCode, errorKey(again)]).toEqual([409, 'caregivers.alreadyHasAccess']);
    expect(await invitationsOf(owner.userId)).toHaveLength(1);
    expect(await grantsOf(owner.userId)).toHaveLength(1);
  });

  it('accepts a token only for the invited e-mail, within 7 days', async () => {
    const owner = await signUpPatient(t.app);
    const ravi = await signUpPatient(t.app);
    const stranger = await signUpPatient(t.app);
    clock = new Date(Date.now() - 8 * 86_400_000);
    await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
      payload: { email: ravi.email, role: 'viewer', categories: 'everything', months: 3 },
    });
    const stale = await invitationTokenFor(t, ravi.email);
    clock = null;
    const late = await callAs(t, ravi, 'POST', '/api/caregivers/invitations/accept', {
      payload: { token: stale },
    });
    expect([late.statusCode, errorKey(late)]).toEqual([400, 'caregivers.invitationInvalid']);

    await callAs(t, owner, 'POST', '/api/caregivers/invitations', {
      payload: { email: ravi.email, role: 'viewer', categories: 'everything', months: 3 },
    });
    const fresh = await invitationTokenFor(t, ravi.email);
    expect(fresh).not.toBe(stale);
    const theirs = await callAs(t, stranger, 'POST', '/api/caregivers/invitations/accept', {
      payload: { token: fresh },
    });
    expect([theirs.statusCode, errorKey(theirs)]).toEqual([400, 'caregivers.invitationInvalid']);
    const malformed = await callAs(t, ravi, 'POST', '/api/caregivers/invitations/accept', {
      payload: { token: 'abc' },
    });
    expect([malformed.statusCode, errorKey(malformed)]).toEqual([400, 'caregivers.tokenInvalid']);
    expect(await grantsOf(owner.userId)).toEqual([]);
    const accepted = await callAs(t, ravi, 'POST', '/api/caregivers/invitations/accept', {
      payload: { token: fresh },
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('a grant’s life', () => {
  it('is ended at once by either side, and the next request is a 404', async () => {
    const owner = await signUpPatient(t.app);
    for (const side of ['caregiver', 'owner'] as const) {
      const ravi = await signUpPatient(t.app);
      const grant = await grantCare(t, owner, ravi, { role: 'editor', categories: 'everything', months: 3 });
      expect((await callAs(t, ravi, 'GET', '/api/dashboard', { actingFor: owner.userId })).statusCode).toBe(
        200,
      );
      const ender = side === 'caregiver' ? ravi : owner;
      expect((await callAs(t, ender, 'DELETE', `/api/caregivers/${grant.id}`)).statusCode).toBe(204);
      const after = await callAs(t, ravi, 'GET', '/api/dashboard', { actingFor: owner.userId });
      expect(after.statusCode, side).toBe(404);
      expect((await callAs(t, ravi, 'GET', '/api/caregivers/held')).json<HeldGrantList>().items).toEqual([]);
      expect((await callAs(t, ender, 'DELETE', `/api/caregivers/${grant.id}`)).statusCode).toBe(404);
    }
  });

  it('expires after its months and is renewed by the owner only', async () => {
    const owner = await signUpPatient(t.app);
    const ravi = await signUpPatient(t.app);
    clock = new Date(Date.now() - 100 * 86_400_000);
    const grant = await grantCare(t, owner, ravi, { role: 'viewer', categories: 'everything', months: 3 });
    clock = null;
    expect((await callAs(t, ravi, 'GET', '/api/dashboard', { actingFor: owner.userId })).statusCode).toBe(
      404,
    );
    const listed = (await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>();
    expect(listed.grants.map((g) => [g.id, g.active])).toEqual([[grant.id, false]]);

    const byCaregiver = await callAs(t, ravi, 'POST', `/api/caregivers/${grant.id}/renew`, {
      payload: { months: 12 },
    });
    expect(byCaregiver.statusCode).toBe(404);
    const renewed = await callAs(t, owner, 'POST', `/api/caregivers/${grant.id}/renew`, {
      payload: { months: 3 },
    });
    expect(renewed.statusCode, renewed.body).toBe(204);
    expect((await callAs(t, ravi, 'GET', '/api/dashboard', { actingFor: owner.userId })).statusCode).toBe(
      200,
    );
  });

  it("covers a managed family member's records only, never the manager's own", async () => {
    const manager = await signUpPatient(t.app);
    const ravi = await signUpPatient(t.app);
    const added = await callAs(t, manager, 'POST', '/api/family', {
      payload: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
    });
    const mother = added.json<FamilyPatient>();
    await grantCare(t, manager, ravi, { role: 'editor', categories: ['history'], months: 3 }, mother.id);
    const records = await callAs(t, ravi, 'GET', '/api/medical-records', { actingFor: mother.id });
    expect(records.statusCode).toBe(200);
    expect(
      (await callAs(t, ravi, 'GET', '/api/medical-records', { actingFor: manager.userId })).statusCode,
    ).toBe(404);
    // Without the header a caregiver is their own patient, never the one they care for.
    const own = await callAs(t, ravi, 'GET', '/api/shell');
    expect(own.json<{ patient: { id: string } }>().patient.id).toBe(ravi.userId);
  });
});

describe('who did what', () => {
  it("logs a caregiver's changes and reads under the caregiver's name, and rings the owner's bell", async () => {
    const owner = await signUpPatient(t.app, { name: 'Kamala Devi' });
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    await grantCare(t, owner, ravi, { role: 'editor', categories: ['history'], months: 3 });
    for (let i = 0; i < 3; i++) {
      const read = await callAs(t, ravi, 'GET', '/api/medical-records', { actingFor: owner.userId });
      expect(read.statusCode).toBe(200);
    }
    const record = await callAs(t, ravi, 'POST', '/api/medical-records', {
      actingFor: owner.userId,
      payload: recordForm(),
    });
    expect(record.statusCode, record.body).toBe(201);

    const activity = (await callAs(t, owner, 'GET', '/api/activity')).json<ActivityPage>();
    const byRavi = activity.items.filter((entry) => entry.actor_name === 'Ravi Kumar');
    expect(byRavi.map((entry) => [entry.kind, entry.subject_id])).toEqual([
      ['record_created', record.json<{ id: string }>().id],
      ['caregiver_read', '/api/medical-records'],
    ]);
    expect(activity.items.find((entry) => entry.kind === 'sign_in')?.actor_name).toBeNull();

    const bell = (await callAs(t, owner, 'GET', '/api/notifications')).json<NotificationList>();
    expect(bell.items.filter((item) => item.type === 'caregiver_change')).toEqual([
      expect.objectContaining({
        title_key: 'notifications.caregiverChangeTitle',
        description_key: 'caregivers.changedBy',
        description_values: { name: 'Ravi Kumar' },
        read: false,
      }),
    ]);
    // The caregiver's own bell, while acting for the patient, is empty: the patient's items are theirs.
    const shell = await callAs(t, ravi, 'GET', '/api/shell', { actingFor: owner.userId });
    expect(shell.json<{ notifications: NotificationList }>().notifications.items).toEqual([]);
  });
});

describe('erasing an account', () => {
  it('ends every grant it gave or held, and touches nothing else', async () => {
    const owner = await signUpPatient(t.app);
    const ravi = await signUpPatient(t.app);
    const sita = await signUpPatient(t.app);
    await grantCare(t, owner, ravi, { role: 'viewer', categories: 'everything', months: 3 });
    await grantCare(t, sita, ravi, { role: 'viewer', categories: 'everything', months: 3 });
    await grantCare(t, owner, sita, { role: 'editor', categories: ['visits'], months: 6 });

    const erased = await ravi.client.post('/api/account/erase', { password: ravi.password });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await callAs(t, owner, 'GET', '/api/caregivers')).json<CaregiverList>().grants).toHaveLength(1);
    expect(await grantsOf(sita.userId)).toEqual([]);

    const gone = await owner.client.post('/api/account/erase', { password: owner.password });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await callAs(t, sita, 'GET', '/api/caregivers/held')).json<HeldGrantList>().items).toEqual([]);
    expect((await callAs(t, sita, 'GET', '/api/dashboard')).statusCode).toBe(200);
  });
});

describe('the FHIR export', () => {
  it('lists each caregiver with an unrevoked grant as a RelatedPerson of the patient', async () => {
    const owner = await signUpPatient(t.app);
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const sita = await signUpPatient(t.app, { name: 'Sita Ram' });
    await grantCare(t, owner, ravi, { role: 'viewer', categories: 'everything', months: 6 });
    const ended = await grantCare(t, owner, sita, { role: 'editor', categories: 'everything', months: 3 });
    expect((await callAs(t, owner, 'DELETE', `/api/caregivers/${ended.id}`)).statusCode).toBe(204);

    const bundle = (await callAs(t, owner, 'GET', '/api/export/fhir')).json<{
      entry: { resource: { resourceType: string; name?: { text: string }[]; relationship?: unknown } }[];
    }>();
    const caregivers = bundle.entry
      .map((entry) => entry.resource)
      .filter((resource) => resource.resourceType === 'RelatedPerson');
    expect(caregivers).toEqual([
      expect.objectContaining({
        name: [{ text: 'Ravi Kumar' }],
        relationship: [{ text: 'Caregiver (viewer)' }],
        telecom: [{ system: 'email', value: ravi.email }],
      }),
    ]);
  });
});
