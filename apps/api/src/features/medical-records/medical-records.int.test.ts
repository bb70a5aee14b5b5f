import type { MedicalRecord, MedicalRecordPage } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { filesOnDisk, fixture, recordForm, send, VALID_FIELDS } from '../../test/uploads.js';

const NOW = new Date('2026-03-05T06:30:00Z'); // 12:00 IST
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

async function create(patient: TestPatient, fields: Record<string, string> = VALID_FIELDS) {
  const response = await send(patient.client, 'POST', '/api/medical-records', recordForm(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MedicalRecord>();
}

describe('POST /api/medical-records (docs/product.md#data-kept, docs/product.md#medical-history-fields)', () => {
  it('creates a record with every field, derived title/description/record_type and a null empty follow-up', async () => {
    const patient = await signUpPatient(t.app);
    const record = await create(patient, {
      ...VALID_FIELDS,
      primary_reason: '  Fever and cough ',
      symptoms: 'High temperature, dry cough',
      specialization: 'General Medicine',
      contact_number: '+91 98765 43210',
      prescribed_medications: 'Paracetamol 500 mg',
      follow_up_date: '',
      visit_type: 'routine-checkup',
      additional_notes: 'Drink water',
      summary_previous_visits: 'First visit',
      patient_id: 'SEH-HACKED', // unknown fields are ignored
    });
    expect(record).toMatchObject({
      title: 'Fever and cough',
      description: 'Viral fever',
      record_type: 'routine-checkup',
      primary_reason: 'Fever and cough',
      symptoms: 'High temperature, dry cough',
      specialization: 'General Medicine',
      contact_number: '+91 98765 43210',
      prescribed_medications: 'Paracetamol 500 mg',
      record_date: '2026-03-01',
      follow_up_date: null,
      visit_type: 'routine-checkup',
      additional_notes: 'Drink water',
      summary_previous_visits: 'First visit',
      prescription_files: [],
      created_at: NOW.toISOString(),
    });
    const detail = await patient.client.get(`/api/medical-records/${record.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(record);
  });

  it.each([
    [
      'a missing required field',
      { primary_reason: '' },
      'Validation Error: Please fill in all required fields.',
      { key: 'medicalHistory.requiredFields' },
    ],
    [
      'a blank diagnosis',
      { diagnosis: '   ' },
      'Validation Error: Please fill in all required fields.',
      { key: 'medicalHistory.requiredFields' },
    ],
    [
      'a day that does not exist',
      { record_date: '2026-02-30' },
      'Please enter a valid date (yyyy-MM-dd).',
      { key: 'medicalRecords.invalidDate' },
    ],
    [
      'a bad follow-up date',
      { follow_up_date: '2026-13-01' },
      'Please enter a valid date (yyyy-MM-dd).',
      { key: 'medicalRecords.invalidDate' },
    ],
    [
      'an unknown visit type',
      { visit_type: 'walk-in' },
      'Please choose a visit type from the list.',
      { key: 'medicalRecords.invalidVisitType' },
    ],
    [
      'a 100 KB text field',
      { symptoms: 'x'.repeat(100 * 1024) },
      'One of the fields is too long.',
      { key: 'request.fieldTooLong' },
    ],
    [
      'a 6 KB text field',
      { diagnosis: 'x'.repeat(6000) },
      'Diagnosis must be at most 5000 characters.',
      { key: 'medicalRecords.textTooLong', values: { label: 'Diagnosis', max: 5000 } },
    ],
  ])('refuses %s with a 400, storing nothing', async (_label, override, message, keyed) => {
    const patient = await signUpPatient(t.app);
    const form = recordForm({ ...VALID_FIELDS, ...override }, [
      { name: 'rx.pdf', bytes: await fixture('prescription.pdf') },
    ]);
    const response = await send(patient.client, 'POST', '/api/medical-records', form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_ERROR', message, ...keyed },
    });
    const list = await patient.client.get('/api/medical-records');
    expect(list.json<MedicalRecordPage>().total).toBe(0);
    expect(await filesOnDisk(t.dataDir, patient.userId)).toEqual([]);
  });

  it('refuses a JSON body (multipart only) and a missing session', async () => {
    const patient = await signUpPatient(t.app);
    const json = await patient.client.post('/api/medical-records', VALID_FIELDS);
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe('Send the form as multipart/form-data.');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/medical-records',
      payload: recordForm(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/medical-records (docs/product.md#medical-history-list)', () => {
  it('lists newest visit first, paginated, with the list fields only', async () => {
    const patient = await signUpPatient(t.app);
    for (const date of ['2026-01-15', '2026-02-20', '2025-12-01']) {
      await create(patient, { ...VALID_FIELDS, record_date: date, primary_reason: `Visit ${date}` });
    }
    const first = await patient.client.get('/api/medical-records?page=1&page_size=2');
    expect(first.statusCode).toBe(200);
    const page = first.json<MedicalRecordPage>();
    expect(page).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(page.items.map((r) => r.record_date)).toEqual(['2026-02-20', '2026-01-15']);
    expect(Object.keys(page.items[0]!).sort()).toEqual(
      [
        'created_at',
        'doctor_name',
        'hospital_name',
        'id',
        'primary_reason',
        'record_date',
        'visit_type',
      ].sort(),
    );
    const second = await patient.client.get('/api/medical-records?page=2&page_size=2');
    expect(second.json<MedicalRecordPage>().items.map((r) => r.record_date)).toEqual(['2025-12-01']);
  });

  it('refuses a page size over 100 and a page below 1', async () => {
    const patient = await signUpPatient(t.app);
    expect((await patient.client.get('/api/medical-records?page_size=101')).statusCode).toBe(400);
    expect((await patient.client.get('/api/medical-records?page=0')).statusCode).toBe(400);
  });
});

describe("another patient's records (docs/architecture.md#d2-owner-scoping-in-the-repository-layer)", () => {
  it('are never listed and answer 404 by id, like a malformed or unknown id', async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const record = await create(owner);

    expect((await other.client.get('/api/medical-records')).json<MedicalRecordPage>()).toMatchObject({
      items: [],
      total: 0,
    });
    for (const id of [record.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      const response = await other.client.get(`/api/medical-records/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: {
          code: 'NOT_FOUND',
          message: 'Medical record not found.',
          key: 'medicalRecords.recordNotFound',
        },
      });
    }
  });
});
