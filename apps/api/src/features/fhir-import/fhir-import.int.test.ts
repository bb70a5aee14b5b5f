import type { Bundle } from '@medplum/fhirtypes';
import { CARE_CATEGORIES, type FhirImportPreview, type FhirImportResult } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medicalRecords } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedVisit } from '../../test/seed.js';
import { fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';
import {
  ABDM_RECORD_TYPES,
  abdmOpConsultBundle,
  abdmRecordBundle,
  ipsBundle,
} from './test-bundles.fixture.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');
/** A marker in the imported content: it must never reach a log line. */
const MARKER = 'IMPORT-ONLY-5c1e';

const lines: string[] = [];
let t: TestApp;
let alice: TestPatient;
let exported: Bundle;
let pdf: Buffer;

const keyOf = (response: { json: <T>() => T }) => response.json<{ error: { key: string } }>().error.key;
const countsOf = (list: { kind: string; count: number }[]) =>
  Object.fromEntries(list.map(({ kind, count }) => [kind, count]));

/** A new family member of `owner`; answers their patient id. */
async function addMember(owner: TestPatient, name: string, birthDate = '1956-04-12'): Promise<string> {
  const response = await callAs(t, owner, 'POST', '/api/family', {
    payload: { name, relationship: 'mother', birth_date: birthDate, sex: 'female' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

const preview = (who: TestPatient, payload: unknown, actingFor?: string) =>
  callAs(t, who, 'POST', '/api/import/preview', { payload: payload as object, actingFor });
const importInto = (who: TestPatient, payload: unknown, actingFor?: string, confirm = false) =>
  callAs(t, who, 'POST', `/api/import?confirm_other_patient=${confirm}`, {
    payload: payload as object,
    actingFor,
  });

beforeAll(async () => {
  t = await buildTestApp({
    now: () => NOW,
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => lines.push(line) },
  });
  alice = await signUpPatient(t.app, { name: 'Alice Thomas' });
  pdf = await fixture('prescription.pdf');
  const record = await alice.client.post(
    '/api/medical-records',
    recordForm({
      ...VALID_FIELDS,
      diagnosis: `Viral fever ${MARKER}`,
      prescribed_medications: 'Paracetamol 500 mg twice a day',
    }),
  );
  expect(record.statusCode, record.body).toBe(201);
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
  const info = await callAs(t, alice, 'PATCH', '/api/personal-info', {
    payload: { chronic_conditions: ['Type 2 diabetes'] },
  });
  expect(info.statusCode, info.body).toBe(200);
  await seedVisit(t.db, alice.userId, { visitDate: '2026-03-10', visitTime: '11:30:00' });
  const dose = await callAs(t, alice, 'POST', '/api/vaccinations', {
    payload: { vaccine: null, vaccine_name: 'Typhoid conjugate', given_on: '2026-01-10' },
  });
  expect(dose.statusCode, dose.body).toBe(201);
  const response = await callAs(t, alice, 'GET', '/api/export/fhir');
  expect(response.statusCode).toBe(200);
  exported = response.json<Bundle>();
});

afterAll(() => t.close());

describe('importing FHIR records (docs/decisions/058-importing-fhir.md)', () => {
  it("round-trips Sehat's own export into a family member: preview, 409 until confirmed, then the same records", async () => {
    const member = await addMember(alice, 'Kamala Devi');
    const seen = await preview(alice, exported, member);
    expect(seen.statusCode, seen.body).toBe(200);
    const body = seen.json<FhirImportPreview>();
    expect(body.patient).toEqual({ name: 'Alice Thomas', birth_date: null, matches: false });
    const expected = {
      medical_records: 1,
      prescriptions: 1,
      lab_reports: 1,
      lab_results: 3,
      visits: 1,
      vaccinations: 1,
      // The chronic condition joins the personal info's list (no longer skipped as a profile detail).
      chronic_conditions: 1,
    };
    expect(countsOf(body.add)).toEqual(expected);
    expect(body.skipped).not.toContainEqual(expect.objectContaining({ resourceType: 'Condition' }));
    // The preview stored nothing.
    const before = await callAs(t, alice, 'GET', '/api/medical-records', { actingFor: member });
    expect(before.json<{ total: number }>().total).toBe(0);

    const refused = await importInto(alice, exported, member);
    expect([refused.statusCode, keyOf(refused)]).toEqual([409, 'fhirImport.otherPatient']);
    const done = await importInto(alice, exported, member, true);
    expect(done.statusCode, done.body).toBe(201);
    expect(countsOf(done.json<FhirImportResult>().added)).toEqual(expected);
    const activity = await callAs(t, alice, 'GET', '/api/activity', { actingFor: member });
    expect(activity.body).toContain('records_imported');

    const records = await t.db.select().from(medicalRecords).where(eq(medicalRecords.patientId, member));
    expect(records).toMatchObject([
      {
        diagnosis: `Viral fever ${MARKER}`,
        doctorName: VALID_FIELDS.doctor_name,
        hospitalName: VALID_FIELDS.hospital_name,
        primaryReason: VALID_FIELDS.primary_reason,
        recordDate: VALID_FIELDS.record_date,
        treatmentPlan: VALID_FIELDS.treatment_plan,
        prescribedMedications: 'Paracetamol 500 mg twice a day',
      },
    ]);
    const labs = await callAs(t, alice, 'GET', '/api/lab-trends', { actingFor: member });
    expect(labs.statusCode, labs.body).toBe(200);
    expect(labs.body).toContain('Serum ferritin');
    const vaccinations = await callAs(t, alice, 'GET', '/api/vaccinations', { actingFor: member });
    expect(vaccinations.body).toContain('Typhoid conjugate');

    // The same Bundle again adds nothing.
    const again = await importInto(alice, exported, member, true);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<FhirImportResult>().added).toEqual([]);
    const second = (await preview(alice, exported, member)).json<FhirImportPreview>();
    expect(second.add).toEqual([]);
    expect(second.skipped).toContainEqual({
      resourceType: 'Encounter',
      reason: 'alreadyImported',
      count: 1,
    });
    // Alice's own records are untouched.
    const own = await t.db.select().from(medicalRecords).where(eq(medicalRecords.patientId, alice.userId));
    expect(own).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(MARKER);
  });

  it('imports an ABDM OPConsult document bundle: visit, prescription, its scanned file, lab values as text', async () => {
    const bob = await signUpPatient(t.app, { name: 'Bob Sharma' });
    const bundle = abdmOpConsultBundle(pdf, { name: 'Bob Sharma', birthDate: '1980-01-01' });
    bundle.entry!.push({
      fullUrl: 'urn:uuid:6f1c0a52-0000-4000-8000-0000000000ff',
      resource: { resourceType: 'SpaceshipLog' } as never,
    });
    const seen = (await preview(bob, bundle)).json<FhirImportPreview>();
    expect(seen.patient).toEqual({ name: 'Bob Sharma', birth_date: '1980-01-01', matches: true });
    const expected = {
      medical_records: 1,
      prescriptions: 1,
      lab_reports: 1,
      lab_results: 3,
      vaccinations: 1,
      documents: 1,
    };
    expect(countsOf(seen.add)).toEqual(expected);
    expect(seen.skipped).toEqual([{ resourceType: 'SpaceshipLog', reason: 'unknownType', count: 1 }]);

    const done = await importInto(bob, bundle);
    expect(done.statusCode, done.body).toBe(201);
    expect(countsOf(done.json<FhirImportResult>().added)).toEqual(expected);
    const list = await callAs(t, bob, 'GET', '/api/medical-records');
    const [item] = list.json<{ items: { id: string }[] }>().items;
    const record = (await callAs(t, bob, 'GET', `/api/medical-records/${item!.id}`)).json<{
      diagnosis: string;
      doctor_name: string;
      hospital_name: string;
      prescribed_medications: string;
      prescription_files: { display_name: string }[];
    }>();
    expect(record).toMatchObject({
      diagnosis: 'Dengue',
      doctor_name: 'Dr. Meera Iyer',
      hospital_name: 'Apollo Clinic, Indiranagar',
      prescribed_medications: 'Paracetamol 650 mg — 1-0-1 for 5 days',
      prescription_files: [{ display_name: 'prescription-scan.pdf' }],
    });
    const reports = (await callAs(t, bob, 'GET', '/api/lab-reports')).json<{ items: { id: string }[] }>();
    const report = await callAs(t, bob, 'GET', `/api/lab-reports/${reports.items[0]!.id}`);
    expect(report.body).toContain('"<5"');
    expect(report.body).toContain('Positive');
    expect((await importInto(bob, bundle)).json<FhirImportResult>().added).toEqual([]);
  });
});

describe('the other ABDM health information types', () => {
  it.each<[keyof typeof ABDM_RECORD_TYPES, Partial<Record<string, number>>]>([
    ['PrescriptionRecord', { medical_records: 1, prescriptions: 1, documents: 1 }],
    ['DiagnosticReportRecord', { lab_reports: 1, lab_results: 3 }],
    ['DischargeSummaryRecord', { medical_records: 1, prescriptions: 1 }],
    ['HealthDocumentRecord', { medical_records: 1, documents: 1 }],
    ['ImmunizationRecord', { vaccinations: 1 }],
  ])('imports a %s bundle into a family member, and adds nothing the second time', async (type, expected) => {
    const owner = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const member = await addMember(owner, 'Kamala Devi');
    const bundle = abdmRecordBundle(type, pdf, { name: 'Kamala Devi', birthDate: '1956-04-12' });
    const seen = (await preview(owner, bundle, member)).json<FhirImportPreview>();
    expect(seen.patient.matches).toBe(true);
    expect(countsOf(seen.add)).toEqual(expected);
    expect(seen.skipped).toEqual([]);
    const done = await importInto(owner, bundle, member);
    expect(done.statusCode, done.body).toBe(201);
    expect(countsOf(done.json<FhirImportResult>().added)).toEqual(expected);
    expect((await importInto(owner, bundle, member)).json<FhirImportResult>().added).toEqual([]);
    // Into the member only: what the account's own patient sees is unchanged (nothing).
    const seenBy = async (actingFor?: string) => ({
      records: (await callAs(t, owner, 'GET', '/api/medical-records', { actingFor })).json<{
        total: number;
      }>().total,
      reports: (await callAs(t, owner, 'GET', '/api/lab-reports', { actingFor })).json<{
        items: unknown[];
      }>().items.length,
      vaccinated: (await callAs(t, owner, 'GET', '/api/vaccinations', { actingFor })).body.includes(
        'Typhoid conjugate vaccine',
      ),
    });
    expect(await seenBy(member)).toEqual({
      records: expected.medical_records ?? 0,
      reports: expected.lab_reports ?? 0,
      vaccinated: 'vaccinations' in expected,
    });
    expect(await seenBy()).toEqual({ records: 0, reports: 0, vaccinated: false });
  });
});

describe('an International Patient Summary', () => {
  it('becomes one medical record of its problems and a vaccination; the rest is skipped with reasons', async () => {
    const dev = await signUpPatient(t.app, { name: 'Dev Anand' });
    const bundle = ipsBundle({ name: 'Dev Anand', birthDate: '1970-02-02' });
    const done = await importInto(dev, bundle);
    expect(done.statusCode, done.body).toBe(201);
    expect(countsOf(done.json<FhirImportResult>().added)).toEqual({ medical_records: 1, vaccinations: 1 });
    const again = (await preview(dev, bundle)).json<FhirImportPreview>();
    expect(again.patient).toEqual({ name: 'Dev Anand', birth_date: '1970-02-02', matches: true });
    expect(again.skipped).toEqual(
      expect.arrayContaining([
        { resourceType: 'Composition', reason: 'alreadyImported', count: 1 },
        { resourceType: 'MedicationStatement', reason: 'incomplete', count: 1 },
        { resourceType: 'Observation', reason: 'outsideReport', count: 1 },
      ]),
    );
    const [record] = await t.db.select().from(medicalRecords).where(eq(medicalRecords.patientId, dev.userId));
    expect(record).toMatchObject({
      primaryReason: 'Patient Summary',
      diagnosis: 'Essential hypertension; Type 2 diabetes mellitus',
      doctorName: 'Dr. Anil Kapoor',
      recordDate: '2026-01-15',
    });
  });
});

describe('bad input', () => {
  it('answers 400 to a body that is not JSON, not a Bundle or not valid R4, and stores nothing', async () => {
    const carol = await signUpPatient(t.app);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/import/preview',
      payload: '{"resourceType": "Bundle",',
      remoteAddress: carol.client.ip,
      headers: {
        origin: 'http://localhost:3000',
        cookie: carol.client.cookieHeader,
        'content-type': 'application/json',
      },
    });
    expect(notJson.statusCode).toBe(400);
    for (const body of [[1, 2], { resourceType: 'Patient' }, { hello: 'world' }])
      expect(keyOf(await importInto(carol, body)), JSON.stringify(body)).toBe('fhirImport.notBundle');
    const invalidBundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [{ resource: { resourceType: 'Observation', code: { text: 'x' } } }],
    };
    const refused = await importInto(carol, invalidBundle);
    expect([refused.statusCode, keyOf(refused)]).toEqual([400, 'fhirImport.invalidBundle']);
    expect((await callAs(t, carol, 'GET', '/api/medical-records')).json<{ total: number }>().total).toBe(0);
  });

  it('answers 413 to a 50 MB Bundle', async () => {
    const carol = await signUpPatient(t.app);
    const huge = { resourceType: 'Bundle', type: 'collection', id: 'x'.repeat(50 * 1024 * 1024) };
    const response = await importInto(carol, huge);
    expect(response.statusCode).toBe(413);
  });

  it('reads a Bundle whose references loop without walking forever', async () => {
    const carol = await signUpPatient(t.app, { name: 'Carol Dsouza' });
    const loop: Bundle = {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [
        {
          fullUrl: 'urn:uuid:0f0f0f0f-0000-4000-8000-000000000001',
          resource: {
            resourceType: 'DiagnosticReport',
            status: 'final',
            code: { text: 'Loop' },
            effectiveDateTime: '2026-03-01',
            performer: [{ display: 'Loop Labs' }],
            result: [
              { reference: 'urn:uuid:0f0f0f0f-0000-4000-8000-000000000001' },
              { reference: 'urn:uuid:0f0f0f0f-0000-4000-8000-000000000002' },
            ],
          },
        },
        {
          fullUrl: 'urn:uuid:0f0f0f0f-0000-4000-8000-000000000002',
          resource: {
            resourceType: 'Observation',
            status: 'final',
            code: { text: 'Haemoglobin' },
            valueQuantity: { value: 13.1, unit: 'g/dL' },
            hasMember: [{ reference: 'urn:uuid:0f0f0f0f-0000-4000-8000-000000000002' }],
            derivedFrom: [{ reference: 'urn:uuid:0f0f0f0f-0000-4000-8000-000000000001' }],
          },
        },
      ],
    };
    const response = await importInto(carol, loop);
    expect(response.statusCode, response.body).toBe(201);
    expect(countsOf(response.json<FhirImportResult>().added)).toEqual({ lab_reports: 1, lab_results: 1 });
  });

  it('answers 429 past 20 imports and previews in 15 minutes', async () => {
    const carol = await signUpPatient(t.app);
    const empty = { resourceType: 'Bundle', type: 'collection' };
    for (let i = 0; i < 20; i += 1) expect((await preview(carol, empty)).statusCode).toBe(200);
    const refused = await importInto(carol, empty);
    expect([refused.statusCode, keyOf(refused)]).toEqual([429, 'limits.import']);
  });
});

describe('who may import', () => {
  it('refuses caregivers (404) and another account (404) and leaves the patient untouched', async () => {
    const owner = await signUpPatient(t.app, { name: 'Dev Patel' });
    const member = await addMember(owner, 'Leela Patel');
    const viewer = await signUpPatient(t.app);
    const editor = await signUpPatient(t.app);
    const stranger = await signUpPatient(t.app);
    const all = [...CARE_CATEGORIES];
    await grantCare(t, owner, viewer, { role: 'viewer', categories: all, months: 3 });
    await grantCare(t, owner, editor, { role: 'editor', categories: all, months: 3 });
    for (const who of [viewer, editor]) {
      expect((await preview(who, exported, owner.userId)).statusCode).toBe(404);
      expect((await importInto(who, exported, owner.userId, true)).statusCode).toBe(404);
    }
    for (const target of [owner.userId, member]) {
      expect((await preview(stranger, exported, target)).statusCode).toBe(404);
      expect((await importInto(stranger, exported, target, true)).statusCode).toBe(404);
    }
    expect((await callAs(t, owner, 'GET', '/api/medical-records')).json<{ total: number }>().total).toBe(0);
  });
});
