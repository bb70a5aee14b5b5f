import { readdir, truncate, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Bundle, DocumentReference } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');
/** A marker in the other patient's rows and file name: it must never reach this patient's exports. */
const BOB_MARKER = 'BOB-ONLY-91c2';
const RECORD_FOLDER = `files/medical-records/2026-03-01 ${VALID_FIELDS.hospital_name}`;
const LAB_FOLDER = 'files/lab-reports/2026-03-02 Dr. Lal PathLabs';

let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;
const originals: Record<string, Buffer> = {};

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  alice = await signUpPatient(t.app, { name: 'Alice Thomas' });
  bob = await signUpPatient(t.app, { name: 'Bob Sharma' });
  const [pdf, jpg, png] = await Promise.all(
    ['prescription.pdf', 'prescription.jpg', 'prescription.png'].map((name) => fixture(name)),
  );
  originals[`${RECORD_FOLDER}/rx-scan.pdf`] = pdf!;
  originals[`${RECORD_FOLDER}/RX-scan (2).pdf`] = pdf!;
  originals[`${RECORD_FOLDER}/rx photo.jpg`] = jpg!;
  originals[`${LAB_FOLDER}/report.png`] = png!;

  const record = await alice.client.post(
    '/api/medical-records',
    recordForm(
      {
        ...VALID_FIELDS,
        diagnosis: 'बुखार और खाँसी (viral fever)',
        prescribed_medications: 'Paracetamol 500 mg; क्षार्म्य श्री',
      },
      [
        { name: 'rx-scan.pdf', bytes: pdf! },
        { name: 'RX-scan.pdf', bytes: pdf! },
        { name: 'rx photo.jpg', bytes: jpg! },
      ],
    ),
  );
  expect(record.statusCode, record.body).toBe(201);
  const lab = new FormData();
  lab.append('lab_name', 'Dr. Lal PathLabs');
  lab.append('report_date', '2026-03-02');
  lab.append('results', JSON.stringify([{ test_code: 'hba1c', value: '6.9' }]));
  lab.append('files', new Blob([new Uint8Array(png!)], { type: 'image/png' }), 'report.png');
  const report = await alice.client.post('/api/lab-reports', lab);
  expect(report.statusCode, report.body).toBe(201);

  const bobRecord = await bob.client.post(
    '/api/medical-records',
    recordForm({ ...VALID_FIELDS, diagnosis: BOB_MARKER }, [{ name: `${BOB_MARKER}.pdf`, bytes: pdf! }]),
  );
  expect(bobRecord.statusCode, bobRecord.body).toBe(201);
});
afterAll(() => t.close());

const textOf = async (bytes: Buffer | Uint8Array) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

const exportsLogged = async (patient: TestPatient) =>
  (
    await t.db
      .select({ subject: activityLog.subjectId })
      .from(activityLog)
      .where(and(eq(activityLog.patientId, patient.userId), eq(activityLog.kind, 'data_exported')))
  ).map((row) => row.subject);

describe('GET /api/export/summary.pdf', () => {
  it("is a PDF with the patient's name, records in Devanagari and lab results, logged as an export", async () => {
    const response = await alice.client.get('/api/export/summary.pdf');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('sehat-health-summary-2026-03-05.pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    expect(text).toContain('Alice Thomas');
    expect(text).toContain('HbA1c');
    expect(text).toContain('6.9');
    expect(text).toContain('Mar 01, 2026');
    expect(text).toContain('बुखार');
    expect(text).toContain(VALID_FIELDS.doctor_name);
    expect(text).not.toContain(BOB_MARKER);
    expect(await exportsLogged(alice)).toContain('pdf');
  });

  it("is in the patient's language: Hindi headings and labels, the entries as written", async () => {
    const speakHindi = await alice.client.request('PUT', {
      url: '/api/profile/language',
      payload: { preferred_language: 'hi' },
    });
    expect(speakHindi.statusCode, speakHindi.body).toBe(200);
    try {
      const response = await alice.client.get('/api/export/summary.pdf');
      expect(response.statusCode, response.body).toBe(200);
      const text = await textOf(response.rawPayload);
      expect(text).toContain('लैब के नतीजे');
      expect(text).toContain('मोबाइल');
      expect(text).toContain('2026 को बना');
      expect(text).not.toContain('Lab results');
      expect(text).toContain('Alice Thomas');
      expect(text).toContain(VALID_FIELDS.doctor_name);
    } finally {
      await alice.client.request('PUT', {
        url: '/api/profile/language',
        payload: { preferred_language: 'en' },
      });
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export/summary.pdf' })).statusCode).toBe(401);
  });
});

describe('GET /api/export/archive.zip', () => {
  it("holds the bundle, the summary and exactly the patient's files, byte for byte", async () => {
    const response = await alice.client.get('/api/export/archive.zip');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('sehat-export-2026-03-05.zip');
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual(
      ['sehat-fhir-bundle.json', 'sehat-health-summary.pdf', ...Object.keys(originals)].sort(),
    );
    for (const [name, bytes] of Object.entries(originals)) {
      expect(Buffer.from(entries[name]!).equals(bytes), name).toBe(true);
    }
    const bundle = JSON.parse(Buffer.from(entries['sehat-fhir-bundle.json']!).toString('utf8')) as Bundle;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const urls = (bundle.entry ?? [])
      .map((entry) => entry.resource)
      .filter((r): r is DocumentReference => r?.resourceType === 'DocumentReference')
      .map((r) => decodeURIComponent(r.content[0]!.attachment.url!));
    expect(urls.sort()).toEqual(Object.keys(originals).sort());
    expect(await textOf(entries['sehat-health-summary.pdf']!)).toContain('Alice Thomas');
    expect(response.rawPayload.includes(BOB_MARKER)).toBe(false);
    expect(await exportsLogged(alice)).toContain('zip');
  });

  it("never holds another patient's files", async () => {
    const response = await bob.client.get('/api/export/archive.zip');
    expect(response.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      `${RECORD_FOLDER}/${BOB_MARKER}.pdf`,
      'sehat-fhir-bundle.json',
      'sehat-health-summary.pdf',
    ]);
    expect(Buffer.from(entries['sehat-fhir-bundle.json']!).toString('utf8')).not.toContain('Alice');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export/archive.zip' })).statusCode).toBe(401);
  });

  it('aborts the download when a stored file cannot be read, rather than end a truncated archive', async () => {
    const carol = await signUpPatient(t.app, { name: 'Carol Dsouza' });
    const pdf = await fixture('prescription.pdf');
    const created = await carol.client.post(
      '/api/medical-records',
      recordForm(VALID_FIELDS, [
        { name: 'first.pdf', bytes: pdf },
        { name: 'second.pdf', bytes: pdf },
      ]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const download = () =>
      fetch(`${address}/api/export/archive.zip`, {
        headers: { cookie: carol.client.cookieHeader, origin: TEST_BASE_URL },
      });
    // Whole while storage is whole (so the check below can fail) …
    const whole = await download();
    expect(whole.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await whole.arrayBuffer())))).toHaveLength(4);

    // … then one encrypted file loses its second half on disk.
    const folder = path.join(t.dataDir, 'files', 'prescriptions', carol.userId);
    const [damaged] = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    const file = path.join(damaged!.parentPath, damaged!.name);
    await truncate(file, Math.floor((await stat(file)).size / 2));
    const broken = await download();
    expect(broken.status).toBe(200);
    await expect(broken.arrayBuffer()).rejects.toThrow();
  });
});
