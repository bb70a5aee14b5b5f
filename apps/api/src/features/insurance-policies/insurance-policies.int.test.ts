import {
  PATIENT_HEADER,
  claimSchema,
  insurancePolicyDetailSchema,
  insurancePolicyListSchema,
  insurancePolicySchema,
  type Dashboard,
  type FamilyPatient,
  type InsurancePolicy,
} from '@sehat/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceClaims, insurancePolicies, storedFiles } from '../../db/schema/index.js';
import { createStorage } from '../../storage/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { fixture, recordForm, type UploadFile } from '../../test/uploads.js';

/** 12:00 IST on 1 June 2026: the policy of 2026-04-01 … 2027-03-31 is running. */
const NOW = new Date('2026-06-01T06:30:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

/** A request of `patient`'s browser, acting for `actingFor` (the X-Sehat-Patient header) when given. */
function call(
  patient: TestPatient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: InjectOptions['payload']; actingFor?: string } = {},
) {
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    remoteAddress: patient.client.ip,
    headers: {
      origin: TEST_BASE_URL,
      cookie: patient.client.cookieHeader,
      ...(options.actingFor === undefined ? {} : { [PATIENT_HEADER]: options.actingFor }),
    },
  });
}

const FIELDS: Record<string, string> = {
  insurer: 'star-health',
  tpa: '',
  policy_number: 'P/161117/01/2026/004512',
  plan_name: 'Family Health Optima',
  policy_type: 'family_floater',
  sum_insured: '500000',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  insurer_helpline: '1800-425-2255',
};

async function eCard(): Promise<UploadFile> {
  return {
    name: 'star-card.pdf',
    bytes: await fixture('prescription.pdf'),
    type: 'application/pdf',
    field: 'e_card',
  };
}

async function addPolicy(
  patient: TestPatient,
  fields: Record<string, string> = FIELDS,
  files: UploadFile[] = [],
) {
  const response = await call(patient, 'POST', '/api/insurance-policies', {
    payload: recordForm(fields, files),
  });
  expect(response.statusCode, response.body).toBe(201);
  return insurancePolicySchema.parse(response.json());
}

async function addMother(patient: TestPatient): Promise<FamilyPatient> {
  const response = await call(patient, 'POST', '/api/family', {
    payload: { name: 'Kamala Devi', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FamilyPatient>();
}

const storedCards = async (patientId: string) =>
  (await createStorage({ DATA_DIR: t.dataDir }).list('claim-receipts', `${patientId}/`)).map((o) => o.key);
const policyRows = (patientId: string) =>
  t.db.select().from(insurancePolicies).where(eq(insurancePolicies.patientId, patientId));
const fileRows = (patientId: string) =>
  t.db.select().from(storedFiles).where(eq(storedFiles.patientId, patientId));

describe('insurance policies (docs/decisions/053-insurance-policies.md)', () => {
  it('adds a family floater covering two family members with its e-card, lists it and opens the e-card', async () => {
    const owner = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const mother = await addMother(owner);
    const policy = await addPolicy(owner, { ...FIELDS, member_ids: `${owner.userId},${mother.id}` }, [
      await eCard(),
    ]);
    expect(policy).toMatchObject({
      insurer: 'star-health',
      insurer_name: 'Star Health and Allied Insurance Co. Ltd.',
      tpa: null,
      tpa_name: null,
      policy_number: 'P/161117/01/2026/004512',
      policy_type: 'family_floater',
      sum_insured: 500000,
      start_date: '2026-04-01',
      end_date: '2027-03-31',
      has_e_card: true,
      previous_id: null,
      renewed_by_id: null,
    });
    expect(policy.members.map((m) => [m.name, m.relationship])).toEqual([
      ['Ravi Kumar', 'self'],
      ['Kamala Devi', 'mother'],
    ]);

    const list = insurancePolicyListSchema.parse(
      (await call(owner, 'GET', '/api/insurance-policies')).json(),
    );
    expect(list.items.map((p) => p.id)).toEqual([policy.id]);

    const link = await call(
      owner,
      'GET',
      `/api/insurance-policies/${policy.id}/e-card?disposition=attachment`,
    );
    expect(link.statusCode, link.body).toBe(200);
    const file = await call(owner, 'GET', link.json<{ url: string }>().url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(await fixture('prescription.pdf'))).toBe(true);
    expect(file.headers['content-disposition']).toContain('e-card-P-161117-01-2026-004512.pdf');
  });

  it('shows the active policy with its days to expiry on the dashboard, in its one request', async () => {
    const patient = await signUpPatient(t.app);
    await addPolicy(patient, { ...FIELDS, start_date: '2025-12-01', end_date: '2026-07-01' }, [
      await eCard(),
    ]);
    await addPolicy(patient, {
      ...FIELDS,
      policy_number: 'OLD-1',
      start_date: '2024-01-01',
      end_date: '2024-12-31',
    });
    const dashboard = (await call(patient, 'GET', '/api/dashboard')).json<Dashboard>();
    expect(dashboard.active_policy).toMatchObject({
      policy_number: FIELDS.policy_number,
      insurer_name: 'Star Health and Allied Insurance Co. Ltd.',
      end_date: '2026-07-01',
      days_to_expiry: 30,
      has_e_card: true,
    });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const patient = await signUpPatient(t.app);
    const stranger = await signUpPatient(t.app);
    const cases: [string, Record<string, string>, string][] = [
      [
        'end before start',
        { ...FIELDS, end_date: '2026-03-31' },
        'The end date must be after the start date.',
      ],
      [
        'end on the start',
        { ...FIELDS, end_date: FIELDS.start_date! },
        'The end date must be after the start date.',
      ],
      ['₹0', { ...FIELDS, sum_insured: '0' }, 'Enter the sum insured in whole ₹, from ₹1 to ₹100 crore.'],
      [
        '₹10,000 crore',
        { ...FIELDS, sum_insured: '100000000000' },
        'Enter the sum insured in whole ₹, from ₹1 to ₹100 crore.',
      ],
      [
        'a policy number of 200 characters',
        { ...FIELDS, policy_number: 'X'.repeat(200) },
        'The policy number must be at most 40 characters.',
      ],
      ['an unknown insurer', { ...FIELDS, insurer: 'acme' }, 'Choose your insurer from the list, or Other.'],
      ['Other without a name', { ...FIELDS, insurer: 'other' }, 'Type the insurer’s name.'],
      ['a type not in the list', { ...FIELDS, policy_type: 'travel' }, 'Choose the type of policy.'],
      ['a made-up date', { ...FIELDS, start_date: '2026-02-30' }, 'Enter the start date as a real date.'],
      [
        'a helpline of letters',
        { ...FIELDS, insurer_helpline: 'call us' },
        'Enter a phone number of 6 to 20 digits (spaces, + and - allowed).',
      ],
      [
        'a member who is not in the family',
        { ...FIELDS, member_ids: `${patient.userId},${stranger.userId}` },
        'A covered member must be you or one of your family members.',
      ],
    ];
    for (const [label, fields, message] of cases) {
      const response = await call(patient, 'POST', '/api/insurance-policies', {
        payload: recordForm(fields, [await eCard()]),
      });
      expect(response.statusCode, label).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, label).toBe(message);
    }
    const executable = await call(patient, 'POST', '/api/insurance-policies', {
      payload: recordForm(FIELDS, [
        { ...(await eCard()), name: 'card.pdf', bytes: await fixture('program.pdf') },
      ]),
    });
    expect(executable.statusCode).toBe(415);
    expect(executable.json<{ error: { message: string } }>().error.message).toBe(
      'card.pdf: not a PDF, JPG, JPEG or PNG file',
    );
    expect(await policyRows(patient.userId)).toEqual([]);
    expect(await fileRows(patient.userId)).toEqual([]);
    expect(await storedCards(patient.userId)).toEqual([]);
  });

  it('edits a period, replacing its e-card, and deletes it with its file while its claims stay', async () => {
    const patient = await signUpPatient(t.app);
    const policy = await addPolicy(patient, FIELDS, [await eCard()]);
    const [before] = await storedCards(patient.userId);
    const edited = await call(patient, 'PUT', `/api/insurance-policies/${policy.id}`, {
      payload: recordForm({ ...FIELDS, sum_insured: '1000000', tpa: 'medi-assist-tpa' }, [
        { name: 'new.png', bytes: await fixture('prescription.png'), type: 'image/png', field: 'e_card' },
      ]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<InsurancePolicy>()).toMatchObject({
      sum_insured: 1000000,
      tpa_name: 'Medi Assist Insurance TPA Pvt. Ltd.',
      has_e_card: true,
    });
    const after = await storedCards(patient.userId);
    expect(after).toHaveLength(1);
    expect(after).not.toContain(before);
    expect(await fileRows(patient.userId)).toHaveLength(1);

    const claim = await call(patient, 'POST', '/api/claims', {
      payload: recordForm({ ...CLAIM, policy_id: policy.id }),
    });
    expect(claim.statusCode, claim.body).toBe(201);

    expect((await call(patient, 'DELETE', `/api/insurance-policies/${policy.id}`)).statusCode).toBe(204);
    expect(await policyRows(patient.userId)).toEqual([]);
    expect(await fileRows(patient.userId)).toEqual([]);
    expect(await storedCards(patient.userId)).toEqual([]);
    const kept = claimSchema.parse(
      (await call(patient, 'GET', `/api/claims/${claim.json<{ id: string }>().id}`)).json(),
    );
    expect(kept.policy_id).toBeNull();
  });

  it('renews a period as a new one linked to it, keeping the history; a second renewal is 409', async () => {
    const patient = await signUpPatient(t.app);
    const first = await addPolicy(patient);
    const renew = (fields: Record<string, string>) =>
      call(patient, 'POST', `/api/insurance-policies/${first.id}/renew`, { payload: recordForm(fields) });
    const renewed = await renew({ ...FIELDS, start_date: '2027-04-01', end_date: '2028-03-31' });
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(renewed.json<InsurancePolicy>().previous_id).toBe(first.id);
    const list = insurancePolicyListSchema.parse(
      (await call(patient, 'GET', '/api/insurance-policies')).json(),
    );
    expect(list.items.map((p) => [p.start_date, p.renewed_by_id])).toEqual([
      ['2027-04-01', null],
      ['2026-04-01', renewed.json<InsurancePolicy>().id],
    ]);
    expect((await renew({ ...FIELDS, start_date: '2027-04-01', end_date: '2028-03-31' })).statusCode).toBe(
      409,
    );
    expect(await policyRows(patient.userId)).toHaveLength(2);
  });

  it("answers 404 for another account's policy on every route, and changes nothing", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const policy = await addPolicy(owner, FIELDS, [await eCard()]);
    const form = () => recordForm(FIELDS);
    for (const [method, url, payload] of [
      ['GET', `/api/insurance-policies/${policy.id}`, undefined],
      ['GET', `/api/insurance-policies/${policy.id}/e-card`, undefined],
      ['PUT', `/api/insurance-policies/${policy.id}`, form()],
      ['POST', `/api/insurance-policies/${policy.id}/renew`, form()],
      ['DELETE', `/api/insurance-policies/${policy.id}`, undefined],
    ] as const) {
      const response = await call(other, method, url, { payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/api/insurance-policies')).json()).toEqual({ items: [] });
    expect(await policyRows(owner.userId)).toHaveLength(1);
    expect(await policyRows(other.userId)).toEqual([]);
    expect(await fileRows(other.userId)).toEqual([]);
  });

  it("keeps a family member's policies apart from the account's own", async () => {
    const owner = await signUpPatient(t.app);
    const mother = await addMother(owner);
    const own = await addPolicy(owner);
    const response = await call(owner, 'GET', `/api/insurance-policies/${own.id}`, { actingFor: mother.id });
    expect(response.statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/insurance-policies', { actingFor: mother.id })).json()).toEqual({
      items: [],
    });
  });
});

const CLAIM: Record<string, string> = {
  claim_type: 'hospitalization',
  state: 'Karnataka',
  city: 'Bengaluru',
  hospital_name: 'Sunrise Multispeciality Clinic',
  amount: '125000.50',
  claim_date: '2026-05-05',
};

describe('claims under a policy (docs/decisions/053-insurance-policies.md)', () => {
  it('shows the claims of this period and the amounts claimed and approved against the sum insured', async () => {
    const patient = await signUpPatient(t.app);
    const policy = await addPolicy(patient);
    const filed = await call(patient, 'POST', '/api/claims', {
      payload: recordForm({ ...CLAIM, policy_id: policy.id }),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const older = await call(patient, 'POST', '/api/claims', {
      payload: recordForm({ ...CLAIM, amount: '20000' }),
    });
    const olderId = older.json<{ id: string }>().id;
    const linked = await call(patient, 'PUT', `/api/claims/${olderId}/policy`, {
      payload: { policy_id: policy.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    await t.db
      .update(insuranceClaims)
      .set({ status: 'approved', approvedAmount: '15000.00' })
      .where(eq(insuranceClaims.id, olderId));

    const detail = insurancePolicyDetailSchema.parse(
      (await call(patient, 'GET', `/api/insurance-policies/${policy.id}`)).json(),
    );
    expect(detail.claims.map((c) => c.amount).sort()).toEqual([125000.5, 20000].sort());
    expect(detail).toMatchObject({ sum_insured: 500000, claimed_total: 145000.5, approved_total: 15000 });

    const unlinked = await call(patient, 'PUT', `/api/claims/${olderId}/policy`, {
      payload: { policy_id: null },
    });
    expect(unlinked.json<{ policy_id: string | null }>().policy_id).toBeNull();
  });

  it("refuses a claim made or linked under another patient's policy and stores nothing", async () => {
    const patient = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const theirs = await addPolicy(other);
    const refused = await call(patient, 'POST', '/api/claims', {
      payload: recordForm({ ...CLAIM, policy_id: theirs.id }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'Choose one of your insurance policies.',
    );
    expect(
      await t.db.select().from(insuranceClaims).where(eq(insuranceClaims.patientId, patient.userId)),
    ).toEqual([]);

    const mine = await call(patient, 'POST', '/api/claims', { payload: recordForm(CLAIM) });
    const id = mine.json<{ id: string }>().id;
    const link = await call(patient, 'PUT', `/api/claims/${id}/policy`, {
      payload: { policy_id: theirs.id },
    });
    expect(link.statusCode).toBe(400);
    const edit = await call(patient, 'PUT', `/api/claims/${id}`, {
      payload: { ...CLAIM, policy_id: theirs.id },
    });
    expect(edit.statusCode).toBe(400);
    const [row] = await t.db.select().from(insuranceClaims).where(eq(insuranceClaims.id, id));
    expect(row?.policyId).toBeNull();
    // Another patient's claim cannot be linked to one's own policy either.
    const own = await addPolicy(patient);
    const otherClaim = await call(other, 'POST', '/api/claims', { payload: recordForm(CLAIM) });
    const stranger = await call(
      patient,
      'PUT',
      `/api/claims/${otherClaim.json<{ id: string }>().id}/policy`,
      {
        payload: { policy_id: own.id },
      },
    );
    expect(stranger.statusCode).toBe(404);
  });
});
