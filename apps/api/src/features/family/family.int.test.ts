import type { FamilyList, FamilyPatient, MedicalRecordPage } from '@sehat/shared';
import { MAX_FAMILY_MEMBERS, PATIENT_HEADER } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients, storedFiles } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { filesOnDisk, fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A request of `patient`'s browser, acting for `actingFor` (the X-Sehat-Patient header) when given. */
function call(
  patient: TestPatient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: InjectOptions['payload']; actingFor?: string; cookie?: string } = {},
) {
  const cookie = [patient.client.cookieHeader, options.cookie].filter(Boolean).join('; ');
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    remoteAddress: patient.client.ip,
    headers: {
      origin: TEST_BASE_URL,
      cookie,
      ...(options.actingFor === undefined ? {} : { [PATIENT_HEADER]: options.actingFor }),
    },
  });
}

const mother = {
  name: 'Kamala Devi',
  relationship: 'mother',
  birth_date: '1956-04-12',
  sex: 'female',
  blood_group: 'B+',
  abha_number: '91-2345-6789-0123',
};

async function addMember(patient: TestPatient, body: object = mother): Promise<FamilyPatient> {
  const response = await call(patient, 'POST', '/api/family', { payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FamilyPatient>();
}

const family = async (patient: TestPatient) =>
  (await call(patient, 'GET', '/api/family')).json<FamilyList>().items;

const memberCount = async (accountId: string) =>
  (await t.db.select().from(patients).where(eq(patients.accountId, accountId))).length - 1;

describe('family members (docs/decisions/049-patients-apart-from-accounts.md)', () => {
  it('adds, lists, edits and removes a family member, each logged on the account', async () => {
    const owner = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const added = await addMember(owner);
    expect(added).toEqual({
      id: expect.any(String),
      name: 'Kamala Devi',
      relationship: 'mother',
      is_self: false,
      birth_date: '1956-04-12',
      sex: 'female',
      blood_group: 'B+',
      abha_number: '91234567890123',
      handover_pending: null,
    });
    const listed = await family(owner);
    expect(listed.map((p) => [p.name, p.relationship, p.is_self])).toEqual([
      ['Ravi Kumar', 'self', true],
      ['Kamala Devi', 'mother', false],
    ]);
    expect(listed[0]?.id).toBe(owner.userId);

    const edited = await call(owner, 'PUT', `/api/family/${added.id}`, {
      payload: { ...mother, name: 'Kamala Devi Kumar', abha_number: '', blood_group: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<FamilyPatient>()).toMatchObject({
      name: 'Kamala Devi Kumar',
      abha_number: null,
      blood_group: null,
    });

    const removed = await call(owner, 'DELETE', `/api/family/${added.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await family(owner)).map((p) => p.name)).toEqual(['Ravi Kumar']);

    const activity = await call(owner, 'GET', '/api/activity');
    const kinds = activity.json<{ items: { kind: string }[] }>().items.map((entry) => entry.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['family_member_added', 'family_member_updated', 'family_member_removed']),
    );
  });

  it(`refuses an ${MAX_FAMILY_MEMBERS + 1}th family member with a 409, storing nothing`, async () => {
    const owner = await signUpPatient(t.app);
    for (let i = 0; i < MAX_FAMILY_MEMBERS; i++) await addMember(owner, { ...mother, name: `Member ${i}` });
    const eleventh = await call(owner, 'POST', '/api/family', {
      payload: { ...mother, name: 'One too many' },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      error: {
        code: 'TOO_MANY_FAMILY_MEMBERS',
        message: 'You can keep up to 10 family members.',
        key: 'family.tooMany',
      },
    });
    expect(await memberCount(owner.userId)).toBe(MAX_FAMILY_MEMBERS);
    expect((await family(owner)).map((p) => p.name)).not.toContain('One too many');
  });

  it.each([
    ['an empty name', { name: '  ' }, 'family.nameRequired'],
    ['a birth date in the future', { birth_date: '2999-01-01' }, 'family.birthDateFuture'],
    ['a birth date that is no day', { birth_date: '2026-02-30' }, 'family.birthDateInvalid'],
    ['an unknown relationship', { relationship: 'cousin' }, 'family.relationshipInvalid'],
    ["'self' as a relationship", { relationship: 'self' }, 'family.relationshipInvalid'],
    ['an unknown sex', { sex: 'x' }, 'family.sexInvalid'],
    ['an unknown blood group', { blood_group: 'C+' }, 'family.bloodGroupInvalid'],
    ['a bad ABHA number', { abha_number: '1234' }, 'family.abhaNumberInvalid'],
  ])('refuses %s with a 400, storing nothing', async (_label, override, key) => {
    const owner = await signUpPatient(t.app);
    const response = await call(owner, 'POST', '/api/family', { payload: { ...mother, ...override } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { key: string } }>().error.key).toBe(key);
    expect(await memberCount(owner.userId)).toBe(0);
  });

  it("never removes the account's own patient; another account's member is a 404", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const theirs = await addMember(other);

    const self = await call(owner, 'DELETE', `/api/family/${owner.userId}`);
    expect(self.statusCode).toBe(409);
    expect(self.json<{ error: { key: string } }>().error.key).toBe('family.selfNotRemovable');
    expect((await call(owner, 'PUT', `/api/family/${owner.userId}`, { payload: mother })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'PUT', `/api/family/${theirs.id}`, { payload: mother })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/family/${theirs.id}`)).statusCode).toBe(404);
    expect((await family(other)).map((p) => p.name)).toContain('Kamala Devi');
    expect((await call(owner, 'GET', '/api/dashboard')).statusCode).toBe(200);
  });
});

describe('acting for a family member (X-Sehat-Patient)', () => {
  /** Every GET route behind the session guard (an anonymous GET is a 401), from the OpenAPI document. */
  async function guardedGetRoutes(): Promise<string[]> {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const urls = Object.entries(document.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([route]) =>
        route.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x'),
      );
    const guarded: string[] = [];
    for (const url of urls) {
      const anonymous = await t.app.inject({ method: 'GET', url, headers: { origin: TEST_BASE_URL } });
      if (anonymous.statusCode === 401) guarded.push(url);
    }
    return guarded;
  }

  it("answers 404 on every patient-scoped GET to an account naming another account's family member", async () => {
    const a = await signUpPatient(t.app);
    const b = await signUpPatient(t.app);
    const member = await addMember(a);
    const routes = await guardedGetRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['/api/dashboard', '/api/medical-records', '/api/lab-reports', '/api/family']),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const url of [...routes, '/api/shell']) {
      const byHeader = await call(b, 'GET', url, { actingFor: member.id });
      expect(byHeader.statusCode, `${url} by header`).toBe(404);
      expect(byHeader.body, url).not.toContain('Kamala');
      const byCookie = await call(b, 'GET', url, { cookie: `sehat_patient=${member.id}` });
      expect(byCookie.statusCode, `${url} by cookie`).toBe(404);
    }
    for (const bad of ['', 'not a valid id!', 'x'.repeat(200)]) {
      expect((await call(a, 'GET', '/api/dashboard', { actingFor: bad })).statusCode, bad).toBe(404);
    }
    const own = await call(a, 'GET', '/api/shell', { actingFor: member.id });
    expect(own.statusCode).toBe(200);
    expect(own.json<{ patient: unknown }>().patient).toEqual({
      id: member.id,
      name: 'Kamala Devi',
      relationship: 'mother',
      role: 'manager',
    });
  });

  it("keeps a member's records and files apart from the account's own, and removes them with the member", async () => {
    const owner = await signUpPatient(t.app);
    const member = await addMember(owner);
    const form = recordForm(undefined, [{ name: 'rx.pdf', bytes: await fixture('prescription.pdf') }]);
    const created = await call(owner, 'POST', '/api/medical-records', {
      payload: form,
      actingFor: member.id,
    });
    expect(created.statusCode, created.body).toBe(201);

    const total = async (actingFor?: string) =>
      (await call(owner, 'GET', '/api/medical-records', { actingFor })).json<MedicalRecordPage>().total;
    const counts = async (actingFor?: string) =>
      (await call(owner, 'GET', '/api/dashboard', { actingFor })).json<{ medical_records: number }>()
        .medical_records;
    expect([await total(member.id), await counts(member.id)]).toEqual([1, 1]);
    expect([await total(), await counts()]).toEqual([0, 0]);
    // The cookie chooses the member when no header is sent (a server-rendered page); the header wins.
    const cookie = `sehat_patient=${member.id}`;
    expect(
      (await call(owner, 'GET', '/api/medical-records', { cookie })).json<MedicalRecordPage>().total,
    ).toBe(1);
    expect(
      (
        await call(owner, 'GET', '/api/medical-records', { cookie, actingFor: owner.userId })
      ).json<MedicalRecordPage>().total,
    ).toBe(0);
    expect(await filesOnDisk(t.dataDir, member.id)).toHaveLength(1);

    expect((await call(owner, 'DELETE', `/api/family/${member.id}`)).statusCode).toBe(204);
    expect(await filesOnDisk(t.dataDir, member.id)).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.patientId, member.id))).toEqual([]);
    expect((await call(owner, 'GET', '/api/medical-records', { actingFor: member.id })).statusCode).toBe(404);
    expect(await total()).toBe(0);
  });
});

describe("a family member's export (docs/decisions/049-patients-apart-from-accounts.md)", () => {
  it("is the member's own FHIR Bundle: their Patient and records, nothing of the account's own", async () => {
    const owner = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const member = await addMember(owner);
    for (const [actingFor, reason] of [
      [member.id, 'Knee pain on climbing stairs'],
      [undefined, 'Lower back pain after travel'],
    ] as const) {
      const created = await call(owner, 'POST', '/api/medical-records', {
        payload: recordForm({ ...VALID_FIELDS, primary_reason: reason }),
        actingFor,
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    type Bundle = { resourceType: string; entry: { resource: { resourceType: string } }[] };
    const exportOf = async (actingFor?: string) => {
      const response = await call(owner, 'GET', '/api/export/fhir', { actingFor });
      expect(response.statusCode, response.body).toBe(200);
      const bundle = response.json<Bundle>();
      const patients = bundle.entry.filter(({ resource }) => resource.resourceType === 'Patient');
      return { text: response.body, patients: patients.map(({ resource }) => resource) };
    };

    const theirs = await exportOf(member.id);
    expect(theirs.patients).toEqual([
      expect.objectContaining({
        name: [expect.objectContaining({ text: 'Kamala Devi' })],
        birthDate: '1956-04-12',
      }),
    ]);
    expect(theirs.text).toContain('Knee pain on climbing stairs');
    expect(theirs.text).not.toContain('Lower back pain after travel');
    expect(theirs.text).not.toContain('Ravi Kumar');

    const own = await exportOf();
    expect(own.patients).toEqual([
      expect.objectContaining({ name: [expect.objectContaining({ text: 'Ravi Kumar' })] }),
    ]);
    expect(own.text).toContain('Lower back pain after travel');
    expect(own.text).not.toContain('Knee pain on climbing stairs');
  });
});

describe('erasing an account with family members', () => {
  it('erases its family members with their records and files, and nothing of another account', async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const member = await addMember(owner);
    const othersMember = await addMember(other);
    const form = () => recordForm(undefined, [{ name: 'rx.pdf', bytes: Buffer.from('%PDF-1.4 test') }]);
    for (const [who, actingFor] of [
      [owner, member.id],
      [other, othersMember.id],
    ] as const) {
      const created = await call(who, 'POST', '/api/medical-records', { payload: form(), actingFor });
      expect(created.statusCode, created.body).toBe(201);
    }

    const erased = await owner.client.post('/api/account/erase', { password: owner.password });
    expect(erased.statusCode, erased.body).toBe(204);

    expect(await t.db.select().from(patients).where(eq(patients.id, member.id))).toEqual([]);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.patientId, member.id))).toEqual([]);
    expect(await filesOnDisk(t.dataDir, member.id)).toEqual([]);
    expect(await filesOnDisk(t.dataDir, othersMember.id)).toHaveLength(1);
    const theirs = await call(other, 'GET', '/api/medical-records', { actingFor: othersMember.id });
    expect(theirs.json<MedicalRecordPage>().total).toBe(1);
  });
});
