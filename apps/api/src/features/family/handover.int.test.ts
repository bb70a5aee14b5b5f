import type { FamilyList, FamilyPatient, MedicalRecordPage } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoverInvitations, patients } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare, invitationTokenFor } from '../../test/caregivers.js';
import { signUpPatient, uniqueEmail, type TestPatient } from '../../test/client.js';
import { latestMailTo } from '../../test/outbox.js';
import { fixture, recordForm } from '../../test/uploads.js';

/** Handing a family member's profile over to their own account (docs/decisions/057-handing-over-a-profile.md). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const child = {
  name: 'Meera Kumar',
  relationship: 'daughter',
  birth_date: '2007-03-09',
  sex: 'female',
  blood_group: 'O+',
  abha_number: null,
};
const errorKey = (response: { json<T>(): T }) => response.json<{ error: { key: string } }>().error.key;
const family = async (who: TestPatient) =>
  (await callAs(t, who, 'GET', '/api/family')).json<FamilyList>().items;

async function addChild(manager: TestPatient): Promise<FamilyPatient> {
  const added = await callAs(t, manager, 'POST', '/api/family', { payload: child });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<FamilyPatient>();
}

/** The manager invites `email` to take `member` over; answers the mail's token. */
async function handOver(manager: TestPatient, member: string, email: string): Promise<string> {
  const invited = await callAs(t, manager, 'POST', `/api/family/${member}/handover`, {
    payload: { email: ` ${email.toUpperCase()} ` },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  return invitationTokenFor(t, email);
}

const accept = (who: TestPatient, token: string) =>
  callAs(t, who, 'POST', '/api/family/handover/accept', { payload: { token } });

describe('handing a profile over', () => {
  it('makes the family member the accepting account’s own patient, with every record, and ends the manager’s access', async () => {
    const manager = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const member = await addChild(manager);
    const form = recordForm(undefined, [{ name: 'rx.pdf', bytes: await fixture('prescription.pdf') }]);
    const record = await callAs(t, manager, 'POST', '/api/medical-records', {
      payload: form,
      actingFor: member.id,
    });
    expect(record.statusCode, record.body).toBe(201);
    const recordId = record.json<{ id: string }>().id;

    const email = uniqueEmail('meera');
    const token = await handOver(manager, member.id, email);
    expect((await latestMailTo(t, email))?.subject).toBe('Your health records on Sehat can be yours');
    const [stored] = await t.db
      .select()
      .from(handoverInvitations)
      .where(eq(handoverInvitations.patientId, member.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    const meera = await signUpPatient(t.app, { name: 'Meera K', email });
    const accepted = await accept(meera, token);
    expect(accepted.statusCode, accepted.body).toBe(204);

    // The profile is now Meera's own: her name, birth date and blood group, under her account's id.
    expect(await family(meera)).toEqual([
      expect.objectContaining({
        id: meera.userId,
        name: 'Meera Kumar',
        relationship: 'self',
        is_self: true,
        birth_date: '2007-03-09',
        blood_group: 'O+',
      }),
    ]);
    const records = (await callAs(t, meera, 'GET', '/api/medical-records')).json<MedicalRecordPage>();
    expect(records.items.map((r) => r.id)).toEqual([recordId]);
    const opened = await callAs(t, meera, 'GET', `/api/medical-records/${recordId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ prescription_files: unknown[] }>().prescription_files).toHaveLength(1);
    const dashboard = await callAs(t, meera, 'GET', '/api/dashboard');
    expect(dashboard.json()).toMatchObject({ medical_records: 1 });

    // The manager's management ended: the family list, the old id and the record all answer as unknown.
    expect((await family(manager)).map((p) => p.name)).toEqual(['Ravi Kumar']);
    const asBefore = await callAs(t, manager, 'GET', '/api/medical-records', { actingFor: member.id });
    expect(asBefore.statusCode).toBe(404);
    const asNew = await callAs(t, manager, 'GET', '/api/medical-records', { actingFor: meera.userId });
    expect(asNew.statusCode).toBe(404);
    expect(await t.db.select().from(patients).where(eq(patients.id, member.id))).toEqual([]);

    // Both sides' activity logs say it happened.
    const kinds = async (who: TestPatient) =>
      (await callAs(t, who, 'GET', '/api/activity'))
        .json<{ items: { kind: string }[] }>()
        .items.map((entry) => entry.kind);
    expect(await kinds(manager)).toContain('profile_handed_over');
    expect(await kinds(meera)).toContain('profile_taken_over');
    // The manager's bell says it was accepted.
    const bell = await callAs(t, manager, 'GET', '/api/notifications');
    expect(bell.json<{ items: { type: string; description: string }[] }>().items).toContainEqual(
      expect.objectContaining({
        type: 'handover_accepted',
        description: 'Meera Kumar now keeps their records in their own account.',
      }),
    );

    // The link works once.
    const reused = await accept(meera, token);
    expect(reused.statusCode).toBe(400);
    expect(errorKey(reused)).toBe('family.handoverInvalid');
  });

  it('keeps the patient’s caregivers: a grant the manager gave stays with the patient', async () => {
    const manager = await signUpPatient(t.app);
    const member = await addChild(manager);
    const aunt = await signUpPatient(t.app, { name: 'Sunita' });
    await grantCare(t, manager, aunt, { role: 'viewer', categories: 'everything', months: 3 }, member.id);
    const email = uniqueEmail('meera');
    const token = await handOver(manager, member.id, email);
    const meera = await signUpPatient(t.app, { email });
    expect((await accept(meera, token)).statusCode).toBe(204);
    const asAunt = await callAs(t, aunt, 'GET', '/api/profile', { actingFor: meera.userId });
    expect(asAunt.statusCode, asAunt.body).toBe(200);
  });
});

describe('open invitations', () => {
  it('shows the open invitation on the family list; a new one replaces it, and a withdrawn link no longer works', async () => {
    const manager = await signUpPatient(t.app);
    const member = await addChild(manager);
    const pendingOf = async () => (await family(manager)).find((p) => p.id === member.id)?.handover_pending;
    expect(await pendingOf()).toBeNull();

    const email = uniqueEmail('meera');
    const first = await handOver(manager, member.id, email);
    expect(await pendingOf()).toEqual({ email, expires_at: expect.any(String) });
    const second = await handOver(manager, member.id, email);
    expect(second).not.toBe(first);
    const meera = await signUpPatient(t.app, { email });
    const replaced = await accept(meera, first);
    expect([replaced.statusCode, errorKey(replaced)]).toEqual([400, 'family.handoverInvalid']);

    const withdrawn = await callAs(t, manager, 'DELETE', `/api/family/${member.id}/handover`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await pendingOf()).toBeNull();
    const late = await accept(meera, second);
    expect([late.statusCode, errorKey(late)]).toEqual([400, 'family.handoverInvalid']);
    // Withdrawing again is no error; the member stays the manager's.
    expect((await callAs(t, manager, 'DELETE', `/api/family/${member.id}/handover`)).statusCode).toBe(204);
    expect((await family(manager)).map((p) => p.id)).toEqual([manager.userId, member.id]);
  });

  it('withdraws only the account’s own family member’s invitations: another account’s member or its own patient is a 404', async () => {
    const manager = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const othersMember = await addChild(other);
    const email = uniqueEmail('meera');
    const token = await handOver(other, othersMember.id, email);
    for (const id of [othersMember.id, manager.userId, 'no-such-patient']) {
      const refused = await callAs(t, manager, 'DELETE', `/api/family/${id}/handover`);
      expect(refused.statusCode, id).toBe(404);
    }
    const meera = await signUpPatient(t.app, { email });
    expect((await accept(meera, token)).statusCode).toBe(204);
  });
});

describe('refusals', () => {
  it('refuses the manager’s own e-mail and own patient (400), a bad e-mail (400), and another account’s or an unknown family member (404), storing nothing', async () => {
    const manager = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const member = await addChild(manager);
    const othersMember = await addChild(other);
    const invite = (id: string, email: string) =>
      callAs(t, manager, 'POST', `/api/family/${id}/handover`, { payload: { email } });

    const own = await invite(member.id, manager.email.toUpperCase());
    expect([own.statusCode, errorKey(own)]).toEqual([400, 'family.handoverOwnEmail']);
    const self = await invite(manager.userId, uniqueEmail());
    expect([self.statusCode, errorKey(self)]).toEqual([400, 'family.handoverSelf']);
    const bad = await invite(member.id, 'not-an-email');
    expect([bad.statusCode, errorKey(bad)]).toEqual([400, 'caregivers.emailInvalid']);
    for (const id of [othersMember.id, 'no-such-patient', '../x']) {
      const missing = await invite(id, uniqueEmail());
      expect(missing.statusCode).toBe(404);
    }
    const stored = await t.db
      .select()
      .from(handoverInvitations)
      .where(eq(handoverInvitations.invitedBy, manager.userId));
    expect(stored).toEqual([]);
  });

  it('refuses a caregiver of the manager, of any role, with 404', async () => {
    const manager = await signUpPatient(t.app);
    const member = await addChild(manager);
    for (const role of ['editor', 'viewer', 'emergency'] as const) {
      const helper = await signUpPatient(t.app);
      await grantCare(t, manager, helper, { role, categories: 'everything', months: 3 }, member.id);
      const refused = await callAs(t, helper, 'POST', `/api/family/${member.id}/handover`, {
        payload: { email: uniqueEmail() },
        actingFor: member.id,
      });
      expect(refused.statusCode, role).toBe(404);
    }
  });

  it('gives one answer (400) for a token of another e-mail, an expired or malformed one, and nothing changes', async () => {
    const manager = await signUpPatient(t.app);
    const member = await addChild(manager);
    const email = uniqueEmail('meera');
    const token = await handOver(manager, member.id, email);

    const stranger = await signUpPatient(t.app);
    const wrong = await accept(stranger, token);
    expect([wrong.statusCode, errorKey(wrong)]).toEqual([400, 'family.handoverInvalid']);
    const malformed = await accept(stranger, 'abc');
    expect(malformed.statusCode).toBe(400);

    const meera = await signUpPatient(t.app, { email });
    // Seven days have passed (moved in the table: the app's clock would end the sessions too).
    await t.db
      .update(handoverInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(handoverInvitations.email, email));
    const late = await accept(meera, token);
    expect([late.statusCode, errorKey(late)]).toEqual([400, 'family.handoverInvalid']);
    expect((await family(manager)).map((p) => p.id)).toEqual([manager.userId, member.id]);
    expect((await family(meera)).map((p) => p.id)).toEqual([meera.userId]);
  });

  it('refuses (409) an account whose own patient already holds records, and nothing changes', async () => {
    const manager = await signUpPatient(t.app);
    const member = await addChild(manager);
    const email = uniqueEmail('meera');
    const token = await handOver(manager, member.id, email);
    const meera = await signUpPatient(t.app, { email });
    const own = await callAs(t, meera, 'POST', '/api/medical-records', { payload: recordForm() });
    expect(own.statusCode, own.body).toBe(201);

    const refused = await accept(meera, token);
    expect([refused.statusCode, errorKey(refused)]).toEqual([409, 'family.handoverHasRecords']);
    expect((await family(manager)).map((p) => p.id)).toEqual([manager.userId, member.id]);
    const kept = (await callAs(t, meera, 'GET', '/api/medical-records')).json<MedicalRecordPage>();
    expect(kept.total).toBe(1);
  });
});
