import type { DashboardCounts, MedicalRecord } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { filesOnDisk, fixture, recordForm, send, VALID_FIELDS } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const clock = new Date('2026-03-05T04:30:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());

function put(patient: TestPatient, url: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

async function createRecord(patient: TestPatient, files = 0): Promise<MedicalRecord> {
  const bytes = await fixture('prescription.pdf');
  const form = recordForm(
    { ...VALID_FIELDS, prescribed_medications: 'Paracetamol' },
    Array.from({ length: files }, (_, i) => ({ name: `rx-${i}.pdf`, bytes })),
  );
  const response = await send(patient.client, 'POST', '/api/medical-records', form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MedicalRecord>();
}

const counts = async (patient: TestPatient) =>
  (await patient.client.get('/api/dashboard')).json<DashboardCounts>();

describe('edit a medical record (docs/product.md#screens-added-since-the-first-version)', () => {
  it('replaces every field, keeps the files and re-derives title and description', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createRecord(patient, 1);
    const response = await put(patient, `/api/medical-records/${record.id}`, {
      ...VALID_FIELDS,
      primary_reason: 'Fever, corrected',
      diagnosis: 'Dengue fever',
      follow_up_date: '2026-03-10',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<MedicalRecord>()).toMatchObject({
      primary_reason: 'Fever, corrected',
      title: 'Fever, corrected',
      description: 'Dengue fever',
      follow_up_date: '2026-03-10',
      prescribed_medications: null,
      prescription_files: [{ display_name: 'rx-0.pdf' }],
    });
  });

  it('refuses a visit date in the future and a follow-up before the visit, changing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createRecord(patient);
    const future = await put(patient, `/api/medical-records/${record.id}`, {
      ...VALID_FIELDS,
      record_date: '2026-03-06',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The visit date cannot be in the future.',
        key: 'medicalRecords.futureRecordDate',
      },
    });
    const backwards = await put(patient, `/api/medical-records/${record.id}`, {
      ...VALID_FIELDS,
      follow_up_date: '2026-02-01',
    });
    expect(backwards.json<{ error: { message: string } }>().error.message).toBe(
      'The follow-up date cannot be before the visit date.',
    );
    const created = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm({ ...VALID_FIELDS, record_date: '2026-03-06' }),
    );
    expect(created.statusCode).toBe(400);
    expect((await patient.client.get(`/api/medical-records/${record.id}`)).json()).toEqual(record);
  });
});

describe('the dashboard counts follow edits (medical_record_counts, kept by a trigger)', () => {
  it('an edit that blanks or fills the medications moves the active prescriptions; the record count stays', async () => {
    const patient = await signUpPatient(t.app);
    const record = await createRecord(patient);
    await createRecord(patient);
    expect(await counts(patient)).toMatchObject({ medical_records: 2, active_prescriptions: 2 });

    const blank = { ...VALID_FIELDS, prescribed_medications: ' \n\u00a0' };
    expect((await put(patient, `/api/medical-records/${record.id}`, blank)).statusCode).toBe(200);
    expect(await counts(patient)).toMatchObject({ medical_records: 2, active_prescriptions: 1 });

    const again = { ...VALID_FIELDS, prescribed_medications: 'Cetirizine 10 mg' };
    expect((await put(patient, `/api/medical-records/${record.id}`, again)).statusCode).toBe(200);
    expect((await put(patient, `/api/medical-records/${record.id}`, again)).statusCode).toBe(200);
    expect(await counts(patient)).toMatchObject({ medical_records: 2, active_prescriptions: 2 });

    expect((await send(patient.client, 'DELETE', `/api/medical-records/${record.id}`)).statusCode).toBe(204);
    expect((await send(patient.client, 'DELETE', `/api/medical-records/${record.id}`)).statusCode).toBe(404);
    expect(await counts(patient)).toMatchObject({ medical_records: 1, active_prescriptions: 1 });
  });
});

describe('delete a medical record', () => {
  it('removes the row, its files and their names, and the counts follow', async () => {
    const patient = await signUpPatient(t.app);
    const kept = await createRecord(patient, 1);
    const doomed = await createRecord(patient, 2);
    expect((await counts(patient)).medical_records).toBe(2);

    const response = await send(patient.client, 'DELETE', `/api/medical-records/${doomed.id}`);
    expect(response.statusCode).toBe(204);
    expect((await patient.client.get(`/api/medical-records/${doomed.id}`)).statusCode).toBe(404);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual(kept.prescription_files.map((f) => f.name));
    expect(await counts(patient)).toMatchObject({ medical_records: 1, active_prescriptions: 1 });
  });

  it("answers 404 to another patient's record on edit and delete, changing nothing", async () => {
    const owner = await signUpPatient(t.app);
    const record = await createRecord(owner, 1);
    const intruder = await signUpPatient(t.app);
    const edit = await put(intruder, `/api/medical-records/${record.id}`, VALID_FIELDS);
    expect(edit.statusCode).toBe(404);
    const remove = await send(intruder.client, 'DELETE', `/api/medical-records/${record.id}`);
    expect(remove.statusCode).toBe(404);
    expect((await owner.client.get(`/api/medical-records/${record.id}`)).json()).toEqual(record);
    expect(await filesOnDisk(t.dataDir, owner.userId)).toHaveLength(1);
  });
});
