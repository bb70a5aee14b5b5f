import type { DocumentRead, MedicalRecord, MedicalRecordPage } from '@sehat/shared';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs, grantCare } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { labReportCorpus, labReportPdf, pdfPagePng } from '../../test/lab-report-documents.js';
import {
  prescriptionCorpus,
  prescriptionPdf,
  type TruthPrescription,
} from '../../test/prescription-documents.js';
import { FILE_REFERENCES } from '../../routes.js';
import { createLocalDriver } from '../../storage/local-driver.js';
import { sweepOrphans } from '../../storage/sweep.js';
import { DOCUMENT_READING_JOB } from './document-reading.job.js';

/** 10:00 IST on 2026-03-05. */
const now = new Date('2026-03-05T04:30:00.000Z');
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({
    database: 'own',
    env: { LOG_LEVEL: 'trace' },
    now: () => now,
    logStream: { write: (line) => logLines.push(line) },
  });
});
afterAll(() => t.close());

const [letterhead, bilingual] = prescriptionCorpus(2) as [TruthPrescription, TruthPrescription];

function fileForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** Uploads `bytes` as a prescription, runs the reading job, and answers the read as the screen polls it. */
async function read(patient: TestPatient, bytes: Buffer, name: string): Promise<DocumentRead> {
  const response = await patient.client.post('/api/medical-records/read', fileForm(bytes, name));
  expect(response.statusCode, response.body).toBe(202);
  const { read_id } = response.json<{ read_id: string }>();
  expect(await t.app.jobs.runNow(DOCUMENT_READING_JOB)).toBe('completed');
  const polled = await patient.client.get(`/api/medical-records/read/${read_id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return polled.json<DocumentRead>();
}

const recordCount = async (patient: TestPatient) =>
  (await patient.client.get('/api/medical-records')).json<MedicalRecordPage>().total;

/**
 * The read's pre-fill is the ground truth. A text layer is sure of every word: no row is marked; OCR may
 * mark a right row for checking (a word it was unsure of), so then only the values are compared.
 */
function expectPrefillOf(outcome: DocumentRead, truth: TruthPrescription, marks: 'none' | 'any') {
  expect(outcome).toMatchObject({ kind: 'prescription', status: 'done', progress: 100 });
  expect(outcome.draft).toBeUndefined();
  const medicines = outcome.prescription?.medicines ?? [];
  expect({
    ...outcome.prescription,
    medicines: medicines.map(({ needs_check: _marked, ...medicine }) => medicine),
  }).toEqual({
    doctor_name: truth.doctor,
    record_date: truth.date,
    diagnosis: truth.diagnosis,
    medicines: truth.medicines,
  });
  if (marks === 'none') expect(medicines.map((row) => row.needs_check)).not.toContain(true);
}

/** The medical-history form as the patient completes it, saved with the read. */
function recordForm(outcome: DocumentRead): FormData {
  const form = new FormData();
  const draft = outcome.prescription;
  form.append('primary_reason', 'Follow-up');
  form.append('doctor_name', draft?.doctor_name ?? 'Dr. Unknown');
  form.append('hospital_name', 'Mehta Clinic');
  form.append('diagnosis', draft?.diagnosis ?? 'Not printed');
  form.append('treatment_plan', 'As prescribed');
  form.append('prescribed_medications', (draft?.medicines ?? []).map((row) => row.name).join('\n'));
  form.append('record_date', draft?.record_date ?? '2026-03-01');
  form.append('visit_type', 'consultation');
  form.append('read_id', outcome.read_id);
  return form;
}

describe('reading a prescription from a file (docs/decisions/050-reading-documents.md#prescriptions)', () => {
  it('reads a text PDF into the medical-history pre-fill and stores no record', async () => {
    const patient = await signUpPatient(t.app);
    const outcome = await read(patient, await prescriptionPdf(letterhead), 'rx.pdf');
    expectPrefillOf(outcome, letterhead, 'none');
    expect(outcome.file).toEqual({ name: 'rx.pdf', content_type: 'application/pdf' });
    expect(await recordCount(patient)).toBe(0);
    const logged = logLines.join('\n');
    expect(logged).toContain('prescription read');
    for (const words of [letterhead.doctor, 'Asha Verma', ...letterhead.medicines.map((row) => row.name)])
      expect(logged).not.toContain(words);
  });

  it('reads a bilingual prescription photographed as an image, by OCR', async () => {
    const patient = await signUpPatient(t.app);
    const image = await pdfPagePng(await prescriptionPdf(bilingual), 200);
    expectPrefillOf(await read(patient, image, 'rx.png'), bilingual, 'any');
    expect(await recordCount(patient)).toBe(0);
  }, 120_000);

  it('saves the completed form with the read file as the record prescription file, and ends the read', async () => {
    const patient = await signUpPatient(t.app);
    const outcome = await read(patient, await prescriptionPdf(letterhead), 'from-doctor.pdf');
    // The read's file is one of the record's five.
    const crowded = recordForm(outcome);
    const pdf = await prescriptionPdf(letterhead);
    for (let i = 0; i < 5; i++) crowded.append('files', new Blob([new Uint8Array(pdf)]), `p${i}.pdf`);
    const refused = await patient.client.post('/api/medical-records', crowded);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'TOO_MANY_FILES' } });
    expect(await recordCount(patient)).toBe(0);
    const saved = await patient.client.post('/api/medical-records', recordForm(outcome));
    expect(saved.statusCode, saved.body).toBe(201);
    const record = saved.json<MedicalRecord>();
    expect(record.prescription_files.map((file) => [file.display_name, file.ext])).toEqual([
      ['from-doctor.pdf', 'pdf'],
    ]);
    expect(record.prescribed_medications?.replace(/\r\n/g, '\n')).toBe(
      letterhead.medicines.map((row) => row.name).join('\n'),
    );
    const link = await patient.client.get(
      `/api/medical-records/${record.id}/files/${record.prescription_files[0]?.name}/url`,
    );
    expect(link.statusCode, link.body).toBe(200);
    expect((await patient.client.get(`/api/medical-records/read/${outcome.read_id}`)).statusCode).toBe(404);
    expect((await patient.client.post('/api/medical-records', recordForm(outcome))).statusCode).toBe(404);
    expect(await recordCount(patient)).toBe(1);
  });

  it('says plainly that a photo without a prescription could not be read, and still attaches the file on Save', async () => {
    const patient = await signUpPatient(t.app);
    const cat = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c89b6d' } })
      .jpeg()
      .toBuffer();
    const outcome = await read(patient, cat, 'cat.jpg');
    expect(outcome).toMatchObject({
      status: 'failed',
      message: { key: 'documentReading.prescriptionNotRead' },
    });
    expect(outcome.prescription).toBeUndefined();
    expect(await recordCount(patient)).toBe(0);
    const saved = await patient.client.post('/api/medical-records', recordForm(outcome));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<MedicalRecord>().prescription_files.map((file) => file.display_name)).toEqual([
      'cat.jpg',
    ]);
  }, 60_000);

  it('keeps the two kinds apart: a lab report read is not a prescription read', async () => {
    const patient = await signUpPatient(t.app);
    const [report] = labReportCorpus(1);
    const lab = await patient.client.post(
      '/api/lab-reports/read',
      fileForm(await labReportPdf(report!), 'lab.pdf'),
    );
    const { read_id } = lab.json<{ read_id: string }>();
    expect((await patient.client.get(`/api/medical-records/read/${read_id}`)).statusCode).toBe(404);
    expect(
      (await patient.client.post('/api/medical-records', recordForm({ read_id } as DocumentRead))).statusCode,
    ).toBe(404);
    expect(await recordCount(patient)).toBe(0);
  });

  it('answers 404 to a caregiver without the medical history in scope, and reads for one with it', async () => {
    const owner = await signUpPatient(t.app);
    const labs = await signUpPatient(t.app);
    const editor = await signUpPatient(t.app);
    await grantCare(t, owner, labs, { role: 'editor', categories: ['lab_reports', 'files'], months: 3 });
    await grantCare(t, owner, editor, { role: 'editor', categories: ['history', 'files'], months: 3 });
    const pdf = await prescriptionPdf(letterhead);
    const post = (who: TestPatient) =>
      callAs(t, who, 'POST', '/api/medical-records/read', {
        payload: fileForm(pdf, 'rx.pdf'),
        actingFor: owner.userId,
      });
    expect((await post(labs)).statusCode).toBe(404);
    const queued = await post(editor);
    expect(queued.statusCode, queued.body).toBe(202);
    const url = `/api/medical-records/read/${queued.json<{ read_id: string }>().read_id}`;
    expect((await callAs(t, labs, 'GET', url, { actingFor: owner.userId })).statusCode).toBe(404);
    expect((await callAs(t, editor, 'GET', url, { actingFor: owner.userId })).statusCode).toBe(200);
    expect((await owner.client.get(url)).statusCode).toBe(200);
  });

  it("keeps an unsaved prescription read's file through the orphan sweep, and Save still attaches it", async () => {
    const patient = await signUpPatient(t.app);
    const outcome = await read(patient, await prescriptionPdf(letterhead), 'kept.pdf');
    const storage = createLocalDriver(path.join(t.dataDir, 'files'));
    const deleted = await sweepOrphans(t.db, storage, FILE_REFERENCES, {
      olderThan: 0,
      now: new Date(Date.now() + 1000),
    });
    expect(deleted.filter((key) => key.includes(patient.userId))).toEqual([]);
    const folder = path.join(t.dataDir, 'files', 'prescriptions', patient.userId);
    expect(await readdir(folder)).toHaveLength(1);
    const saved = await patient.client.post('/api/medical-records', recordForm(outcome));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<MedicalRecord>().prescription_files.map((file) => file.display_name)).toEqual([
      'kept.pdf',
    ]);
  });
});
