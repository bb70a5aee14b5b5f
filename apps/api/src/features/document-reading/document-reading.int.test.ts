import { crc32 } from 'node:zlib';
import type { LabReport, LabReportPage, LabTrend } from '@sehat/shared';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { labReportCorpus, labReportPdf, pdfPagePng, scannedPdf } from '../../test/lab-report-documents.js';
import type { TruthReport } from '../../test/lab-report-layouts.js';
import { expectDraftOf, readDocument, uploadForReading } from '../../test/document-reads.js';
import { fixture } from '../../test/uploads.js';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_READING_JOB, READ_KEPT_MS } from './document-reading.job.js';

/** 10:00 IST on 2026-03-05; a test may move it on. */
const clock = new Date('2026-03-05T04:30:00.000Z');
let now = clock;
let t: TestApp;
/** Every line the server logs, at trace level: none may hold the file's content. */
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

const [single, twoColumn] = labReportCorpus(2) as [TruthReport, TruthReport];

const upload = uploadForReading;
const read = (patient: TestPatient, bytes: Buffer, name: string) => readDocument(t.app, patient, bytes, name);

const reportCount = async (patient: TestPatient) =>
  (await patient.client.get('/api/lab-reports')).json<LabReportPage>().total;

/** A PNG whose header says 20,000 × 20,000 px (its pixels are never there: the reader must not decode them). */
function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A pdfkit PDF of `pages` pages, optionally protected by a user password. */
async function plainPdf(pages: number, userPassword?: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', ...(userPassword ? { userPassword } : {}) });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Haemoglobin 13.2 g/dL 13.0 - 17.0');
  for (let page = 1; page < pages; page++) doc.addPage().text(`Page ${page + 1}`);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('reading a lab report from a file (docs/decisions/050-reading-documents.md)', () => {
  it('reads a text PDF into the form pre-fill and stores no lab report', async () => {
    const patient = await signUpPatient(t.app);
    const outcome = await read(patient, await labReportPdf(single), 'report.pdf');
    expectDraftOf(outcome, single);
    expect(outcome.progress).toBe(100);
    expect(outcome.file).toEqual({ name: 'report.pdf', content_type: 'application/pdf' });
    expect(outcome.draft?.results.every((row) => !row.needs_check)).toBe(true);
    expect(await reportCount(patient)).toBe(0);
    // The server logged the read (counts, timings), never what the file says.
    const logged = logLines.join('\n');
    expect(logged).toContain('lab report read');
    for (const words of [single.lab, 'Asha Verma', ...single.rows.map((row) => row.printed)])
      expect(logged).not.toContain(words);
  });

  it('reads a two-column text PDF', async () => {
    const patient = await signUpPatient(t.app);
    expectDraftOf(await read(patient, await labReportPdf(twoColumn), 'two-column.pdf'), twoColumn);
  });

  it('reads a 300-dpi image of a report by OCR', async () => {
    const patient = await signUpPatient(t.app);
    const image = await pdfPagePng(await labReportPdf(single), 300);
    const outcome = await read(patient, image, 'report.png');
    expectDraftOf(outcome, single);
    expect(await reportCount(patient)).toBe(0);
  }, 120_000);

  it('reads a scanned PDF, a page image without a text layer, by OCR', async () => {
    const patient = await signUpPatient(t.app);
    const scan = await scannedPdf(await pdfPagePng(await labReportPdf(single), 300));
    const outcome = await read(patient, scan, 'scan.pdf');
    expectDraftOf(outcome, single);
    expect(outcome.file).toEqual({ name: 'scan.pdf', content_type: 'application/pdf' });
    expect(await reportCount(patient)).toBe(0);
  }, 120_000);

  it('saves the corrected form with the read file attached, ends the read, and the value shows in the trend', async () => {
    const patient = await signUpPatient(t.app);
    const outcome = await read(patient, await labReportPdf(single), 'lab.pdf');
    const rows = (outcome.draft?.results ?? []).map((row) => ({
      test_code: row.test,
      value: row.test === 'hba1c' ? '7.1' : row.value,
      reference_range: row.reference_range,
    }));
    const form = new FormData();
    form.append('lab_name', outcome.draft?.lab_name ?? '');
    form.append('report_date', outcome.draft?.report_date ?? '');
    form.append('results', JSON.stringify(rows));
    form.append('read_id', outcome.read_id);
    const saved = await patient.client.post('/api/lab-reports', form);
    expect(saved.statusCode, saved.body).toBe(201);
    const report = saved.json<LabReport>();
    expect(report.files.map((file) => file.display_name)).toEqual(['lab.pdf']);
    expect(report.results.find((row) => row.test_code === 'hba1c')?.value).toBe('7.1');
    const trend = (await patient.client.get('/api/lab-trends/hba1c')).json<LabTrend>();
    expect(trend.points.map((point) => point.value)).toEqual([7.1]);
    // The read is over: its draft is gone, and its id cannot attach the file twice.
    expect((await patient.client.get(`/api/lab-reports/read/${outcome.read_id}`)).statusCode).toBe(404);
    const again = await patient.client.post('/api/lab-reports', form);
    expect(again.statusCode).toBe(404);
    expect(await reportCount(patient)).toBe(1);
  });

  it("answers 404 for another patient's read, and they cannot save with it", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const outcome = await read(owner, await labReportPdf(single), 'mine.pdf');
    const peek = await other.client.get(`/api/lab-reports/read/${outcome.read_id}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toMatchObject({ error: { key: 'documentReading.readNotFound' } });
    const form = new FormData();
    form.append('lab_name', 'Lab');
    form.append('report_date', '2026-03-01');
    form.append('results', JSON.stringify([{ test_code: 'hba1c', value: '6.1' }]));
    form.append('read_id', outcome.read_id);
    expect((await other.client.post('/api/lab-reports', form)).statusCode).toBe(404);
    expect(await reportCount(other)).toBe(0);
    expect((await owner.client.get(`/api/lab-reports/read/${outcome.read_id}`)).statusCode).toBe(200);
  });

  it.each([
    ['an encrypted PDF', () => plainPdf(1, 'secret'), 'locked.pdf', 'documentReading.encrypted'],
    [
      'a corrupt PDF',
      async () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage'),
      'bad.pdf',
      'documentReading.unreadableFile',
    ],
    ['a PDF of 500 pages', () => plainPdf(500), 'long.pdf', 'documentReading.tooManyPages'],
    ['a 20,000 × 20,000 px image', async () => hugePngHeader(), 'huge.png', 'documentReading.imageTooLarge'],
    [
      'a photo with no text',
      () =>
        sharp({ create: { width: 800, height: 600, channels: 3, background: '#c89b6d' } })
          .jpeg()
          .toBuffer(),
      'cat.jpg',
      'documentReading.noTextFound',
    ],
  ])(
    'ends the read of %s as failed with a reason and saves nothing',
    async (_label, make, name, key) => {
      const patient = await signUpPatient(t.app);
      const outcome = await read(patient, await make(), name);
      expect(outcome.status).toBe('failed');
      expect(outcome.draft).toBeUndefined();
      expect(outcome.message?.key).toBe(key);
      expect(await reportCount(patient)).toBe(0);
    },
    60_000,
  );

  it('refuses a Word file with 415 and no file and no read', async () => {
    const patient = await signUpPatient(t.app);
    const response = await upload(patient, await fixture('prescription.docx'), 'report.docx');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { key: 'documentReading.onlyPdfOrImage' } });
  });

  it('refuses a request without a file and a malformed read id', async () => {
    const patient = await signUpPatient(t.app);
    const empty = await patient.client.post('/api/lab-reports/read', new FormData());
    expect(empty.statusCode).toBe(400);
    expect((await patient.client.get('/api/lab-reports/read/not-a-uuid')).statusCode).toBe(400);
  });

  it('deletes an unsaved read and its file after a day', async () => {
    const patient = await signUpPatient(t.app);
    const outcome = await read(patient, await labReportPdf(single), 'forgotten.pdf');
    const files = () => readdir(path.join(t.dataDir, 'files', 'lab-reports', patient.userId)).catch(() => []);
    expect(await files()).toHaveLength(1);
    now = new Date(clock.getTime() + READ_KEPT_MS + 60_000);
    try {
      expect(await t.app.jobs.runNow(DOCUMENT_READING_JOB)).toBe('completed');
    } finally {
      now = clock;
    }
    expect((await patient.client.get(`/api/lab-reports/read/${outcome.read_id}`)).statusCode).toBe(404);
    expect(await files()).toEqual([]);
  });

  it('limits a patient to 20 reads an hour', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await labReportPdf(single);
    for (let i = 0; i < 20; i++) expect((await upload(patient, pdf, `r${i}.pdf`)).statusCode).toBe(202);
    const refused = await upload(patient, pdf, 'one-more.pdf');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { key: 'limits.read' } });
  });
});
