import type { Bundle, Coverage, Observation } from '@medplum/fhirtypes';
import type {
  Claim,
  DoseDay,
  FhirImportPreview,
  FhirImportResult,
  InsurancePolicy,
  Medicine,
  Reading,
  SchemeCard,
} from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { recordForm } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');
const POLICY = {
  insurer: 'star-health',
  policy_number: 'P/161117/01/2026/004512',
  plan_name: 'Family Health Optima',
  policy_type: 'family_floater',
  sum_insured: '500000',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  insurer_helpline: '1800-425-2255',
  // The TPA and its helpline (Sehat's policy-tpa extensions) come back too.
  tpa: 'medi-assist-tpa',
  tpa_helpline: '1800-425-9449',
};
/** Meera's son, whom her floater covers too (Sehat's policy-member extension: name and birth date). */
const SON = { name: 'Arjun Nair', relationship: 'son', birth_date: '2015-06-01', sex: 'male' };
const CARD = { scheme: 'pm_jay', card_number: 'PMJ4K72X9Q1', family_id: 'HH/2231/09', beneficiary_id: '' };
const CLAIM = {
  claim_type: 'hospitalization',
  state: 'Karnataka',
  city: 'Bengaluru',
  hospital_name: 'Sunrise Multispeciality Clinic',
  amount: '125000.50',
  claim_date: '2026-03-01',
  diagnosis: 'Appendicitis',
};
const MEDICINE = {
  name: 'Metformin',
  strength: '500 mg',
  form: 'tablet',
  dose: '1 tablet after food',
  schedule: { type: 'pattern', pattern: '1-0-1', repeat: { kind: 'daily' } },
  start_date: '2026-03-01',
  end_date: null,
  // The stock counted (Sehat's medicine-stock extension) comes back too.
  stock_count: 30,
  units_per_dose: 2,
};
const TAKEN_AT = '2026-03-04T08:00:00+05:30';
const READINGS = [
  { kind: 'blood_pressure', taken_at: TAKEN_AT, systolic: 128, diastolic: 82, pulse: 72 },
  { kind: 'blood_glucose', taken_at: TAKEN_AT, value: 96, context: 'fasting' },
  { kind: 'weight', taken_at: TAKEN_AT, value: 64.5 },
];
const EXPECTED = {
  insurance_policies: 1,
  scheme_cards: 1,
  claims: 1,
  medicines: 1,
  doses: 1,
  readings: 3,
  allergies: 1,
  chronic_conditions: 1,
};

let t: TestApp;
let meera: TestPatient;
let exported: Bundle;

const countsOf = (list: { kind: string; count: number }[]) =>
  Object.fromEntries(list.map(({ kind, count }) => [kind, count]));
const get = async <T>(who: TestPatient, url: string, actingFor?: string) => {
  const response = await callAs(t, who, 'GET', url, { actingFor });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const importInto = (who: TestPatient, bundle: Bundle, actingFor?: string) =>
  callAs(t, who, 'POST', '/api/import?confirm_other_patient=true', { payload: bundle, actingFor });
const created = async <T>(response: { statusCode: number; body: string; json: <J>() => J }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  meera = await signUpPatient(t.app, { name: 'Meera Nair' });
  const son = await created<{ id: string }>(await callAs(t, meera, 'POST', '/api/family', { payload: SON }));
  const policy = await created<InsurancePolicy>(
    await meera.client.post(
      '/api/insurance-policies',
      recordForm({ ...POLICY, member_ids: `${meera.userId},${son.id}` }),
    ),
  );
  expect(policy.members).toHaveLength(2);
  await created(await meera.client.post('/api/government-schemes', recordForm(CARD)));
  await created(await meera.client.post('/api/claims', recordForm({ ...CLAIM, policy_id: policy.id })));
  const medicine = await created<Medicine>(
    await callAs(t, meera, 'POST', '/api/medicines', { payload: MEDICINE }),
  );
  const dose = await callAs(t, meera, 'PUT', `/api/medicines/${medicine.id}/doses`, {
    payload: { scheduled_at: TAKEN_AT, status: 'taken' },
  });
  expect(dose.statusCode, dose.body).toBe(200);
  for (const reading of READINGS)
    await created(await callAs(t, meera, 'POST', '/api/readings', { payload: reading }));
  // The profile's own weight and height are exported too: profile details, not readings.
  const info = await callAs(t, meera, 'PATCH', '/api/personal-info', {
    payload: { height_cm: 160, weight_kg: 63, allergies: ['Penicillin'], chronic_conditions: ['Asthma'] },
  });
  expect(info.statusCode, info.body).toBe(200);
  exported = await get<Bundle>(meera, '/api/export/fhir');
});

afterAll(() => t.close());

/** What the patient's GET APIs show of the imported kinds, as entered by Meera. */
async function expectSameRecords(who: TestPatient, actingFor?: string) {
  const [policy] = (await get<{ items: InsurancePolicy[] }>(who, '/api/insurance-policies', actingFor)).items;
  expect(policy).toMatchObject({ ...POLICY, sum_insured: 500000, tpa_other: null, has_e_card: false });
  expect(policy!.members.map((member) => member.id)).toEqual([actingFor ?? who.userId]);
  const cards = (await get<{ items: SchemeCard[] }>(who, '/api/government-schemes', actingFor)).items;
  expect(cards).toMatchObject([{ ...CARD, family_id: 'HH/2231/09', beneficiary_id: null }]);
  const claims = (await get<{ items: Claim[] }>(who, '/api/claims', actingFor)).items;
  expect(claims).toMatchObject([
    { ...CLAIM, amount: 125000.5, policy_id: policy!.id, policy_number: POLICY.policy_number },
  ]);
  const medicines = (await get<{ items: Medicine[] }>(who, '/api/medicines', actingFor)).items;
  expect(medicines).toMatchObject([MEDICINE]);
  const doses = await get<DoseDay>(who, '/api/medicines/doses?date=2026-03-04', actingFor);
  expect(doses.items.map((item) => item.status)).toEqual(['taken', null]);
  const readings = (await get<{ items: Reading[] }>(who, '/api/readings', actingFor)).items;
  expect(
    readings.map(({ kind, value, diastolic, pulse, context }) => ({
      kind,
      value,
      diastolic,
      pulse,
      context,
    })),
  ).toEqual(
    expect.arrayContaining([
      { kind: 'blood_pressure', value: 128, diastolic: 82, pulse: 72, context: null },
      { kind: 'blood_glucose', value: 96, diastolic: null, pulse: null, context: 'fasting' },
      { kind: 'weight', value: 64.5, diastolic: null, pulse: null, context: null },
    ]),
  );
  expect(readings).toHaveLength(3);
  // Allergies and chronic conditions join the personal info's lists.
  const info = await get<{ allergies: string[]; chronic_conditions: string[] }>(
    who,
    '/api/personal-info',
    actingFor,
  );
  expect(info).toMatchObject({ allergies: ['Penicillin'], chronic_conditions: ['Asthma'] });
  expect(new Set(readings.map((reading) => Date.parse(reading.taken_at)))).toEqual(
    new Set([Date.parse(TAKEN_AT)]),
  );
}

describe('importing policies, scheme cards, claims, medicines and readings (docs/decisions/058-importing-fhir.md)', () => {
  it("round-trips Sehat's own export into another account's family member; a second import adds nothing", async () => {
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const member = await callAs(t, ravi, 'POST', '/api/family', {
      payload: { name: 'Lata Kumar', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
    });
    const memberId = (await created<{ id: string }>(member)).id;
    const seen = await callAs(t, ravi, 'POST', '/api/import/preview', {
      payload: exported,
      actingFor: memberId,
    });
    expect(countsOf(seen.json<FhirImportPreview>().add)).toMatchObject(EXPECTED);
    expect(seen.json<FhirImportPreview>().skipped).toEqual(
      expect.arrayContaining([
        { resourceType: 'Observation', reason: 'profileDetails', count: 2 },
        // Ravi's family has no Arjun Nair born 2015-06-01: the policy covers Lata alone.
        { resourceType: 'Coverage', reason: 'memberNotFound', count: 1 },
      ]),
    );
    const done = await created<FhirImportResult>(await importInto(ravi, exported, memberId));
    expect(countsOf(done.added)).toMatchObject(EXPECTED);
    await expectSameRecords(ravi, memberId);
    // Ravi's own lists are untouched.
    expect((await get<{ items: unknown[] }>(ravi, '/api/insurance-policies')).items).toEqual([]);

    const again = await created<FhirImportResult>(await importInto(ravi, exported, memberId));
    expect(again.added).toEqual([]);
    await expectSameRecords(ravi, memberId);
  });

  it('links a claim to the policy an earlier import made from its Coverage', async () => {
    const fresh = await signUpPatient(t.app, { name: 'Meera Nair' });
    const coverageOnly: Bundle = {
      ...exported,
      entry: exported.entry!.filter((entry) =>
        ['Patient', 'Coverage', 'Organization'].includes(entry.resource!.resourceType),
      ),
    };
    const first = await created<FhirImportResult>(await importInto(fresh, coverageOnly));
    expect(countsOf(first.added)).toEqual({ insurance_policies: 1, scheme_cards: 1 });
    const rest = await created<FhirImportResult>(await importInto(fresh, exported));
    expect(countsOf(rest.added)).toMatchObject({ claims: 1, medicines: 1, doses: 1, readings: 3 });
    expect(countsOf(rest.added)).not.toHaveProperty('insurance_policies');
    await expectSameRecords(fresh);
  });

  it('skips a Coverage with a bad field and a reading dated tomorrow, with their reason, and imports the rest', async () => {
    const nina = await signUpPatient(t.app, { name: 'Meera Nair' });
    const bundle = structuredClone(exported);
    for (const entry of bundle.entry!) {
      const resource = entry.resource as Coverage;
      if (resource.resourceType !== 'Coverage') continue;
      if (resource.subscriberId === CARD.card_number) {
        resource.subscriberId = 'PMJ-??';
        resource.identifier = [{ system: 'urn:sehat:scheme-card', value: 'PMJ-??' }];
      } else resource.text!.div = resource.text!.div.replace('INR 500000', 'INR 0');
    }
    const weight = bundle.entry!.find(
      (entry) => (entry.resource as Observation).valueQuantity?.value === 64.5,
    );
    (weight!.resource as Observation).effectiveDateTime = '2026-03-06T08:00:00+05:30';
    const seen = await callAs(t, nina, 'POST', '/api/import/preview', { payload: bundle });
    const preview = seen.json<FhirImportPreview>();
    expect(preview.skipped).toContainEqual({ resourceType: 'Coverage', reason: 'refused', count: 2 });
    // A reading dated after today: refused by the readings service.
    expect(preview.skipped).toContainEqual({ resourceType: 'Observation', reason: 'refused', count: 1 });
    const done = await created<FhirImportResult>(await importInto(nina, bundle));
    expect(countsOf(done.added)).toMatchObject({ claims: 1, medicines: 1, doses: 1, readings: 2 });
    expect(countsOf(done.added)).not.toHaveProperty('insurance_policies');
    expect((await get<{ items: unknown[] }>(nina, '/api/government-schemes')).items).toEqual([]);
    const claims = (await get<{ items: Claim[] }>(nina, '/api/claims')).items;
    expect(claims).toMatchObject([
      { ...CLAIM, amount: 125000.5, policy_id: null, policy_number: POLICY.policy_number },
    ]);
  });

  it('links the policy to the family member of the importing account with the same name and birth date', async () => {
    const kiran = await signUpPatient(t.app, { name: 'Meera Nair' });
    const add = async (payload: object) =>
      (await created<{ id: string }>(await callAs(t, kiran, 'POST', '/api/family', { payload }))).id;
    await add({ ...SON, birth_date: '2015-06-02' });
    const arjun = await add(SON);
    const seen = await callAs(t, kiran, 'POST', '/api/import/preview', { payload: exported });
    expect(seen.json<FhirImportPreview>().skipped.map((skip) => skip.reason)).not.toContain('memberNotFound');
    await created(await importInto(kiran, exported));
    const [policy] = (await get<{ items: InsurancePolicy[] }>(kiran, '/api/insurance-policies')).items;
    expect(policy!.members.map((member) => member.id).sort()).toEqual([kiran.userId, arjun].sort());
  });

  it('skips a policy whose TPA code is not on the list, with its reason, and stores nothing for it', async () => {
    const uma = await signUpPatient(t.app, { name: 'Meera Nair' });
    const bundle = structuredClone(exported);
    const coverage = bundle.entry!.find(
      (entry) => (entry.resource as Coverage).subscriberId === POLICY.policy_number,
    )!.resource as Coverage;
    const tpa = coverage.extension!.find((extension) => extension.url === 'urn:sehat:policy-tpa')!;
    expect(tpa.valueCoding).toMatchObject({ system: 'urn:sehat:tpa', code: POLICY.tpa });
    tpa.valueCoding!.code = 'no-such-tpa';
    const seen = await callAs(t, uma, 'POST', '/api/import/preview', { payload: bundle });
    expect(seen.json<FhirImportPreview>().skipped).toContainEqual({
      resourceType: 'Coverage',
      reason: 'refused',
      count: 1,
    });
    const done = await created<FhirImportResult>(await importInto(uma, bundle));
    expect(countsOf(done.added)).toMatchObject({ scheme_cards: 1, claims: 1 });
    expect(countsOf(done.added)).not.toHaveProperty('insurance_policies');
    expect((await get<{ items: unknown[] }>(uma, '/api/insurance-policies')).items).toEqual([]);
    const claims = (await get<{ items: Claim[] }>(uma, '/api/claims')).items;
    expect(claims).toMatchObject([{ policy_id: null, policy_number: POLICY.policy_number }]);
  });

  it('adds allergies and conditions to the lists the profile has, never removing one: one already there (any case) is skipped, a list past 20 refused', async () => {
    const asha = await signUpPatient(t.app, { name: 'Meera Nair' });
    const conditions = Array.from({ length: 20 }, (_, i) => `Condition ${i + 1}`);
    const mine = await callAs(t, asha, 'PATCH', '/api/personal-info', {
      payload: { allergies: ['Dust', 'PENICILLIN'], chronic_conditions: conditions },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const seen = await callAs(t, asha, 'POST', '/api/import/preview', { payload: exported });
    expect(seen.json<FhirImportPreview>().skipped).toEqual(
      expect.arrayContaining([
        { resourceType: 'AllergyIntolerance', reason: 'alreadyImported', count: 1 },
        { resourceType: 'Condition', reason: 'refused', count: 1 },
      ]),
    );
    const done = await created<FhirImportResult>(await importInto(asha, exported));
    expect(countsOf(done.added)).not.toHaveProperty('allergies');
    expect(countsOf(done.added)).not.toHaveProperty('chronic_conditions');
    const info = await get<{ allergies: string[]; chronic_conditions: string[] }>(asha, '/api/personal-info');
    expect(info).toMatchObject({ allergies: ['Dust', 'PENICILLIN'], chronic_conditions: conditions });
  });
});
