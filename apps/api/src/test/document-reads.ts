import type { DocumentRead } from '@sehat/shared';
import { expect } from 'vitest';
import type { App } from '../app.js';
import { DOCUMENT_READING_JOB } from '../features/document-reading/document-reading.job.js';
import type { TestPatient } from './client.js';
import type { TruthReport } from './lab-report-layouts.js';

/**
 * Reading a lab report file through the API as the screen does (docs/decisions/050-reading-documents.md),
 * for the reading tests: upload, run the reading job, poll the read.
 */

/** POSTs `bytes` as the file `name` to /api/lab-reports/read; the raw response. */
export async function uploadForReading(patient: TestPatient, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return patient.client.post('/api/lab-reports/read', form);
}

/** Uploads `bytes` (202 expected), runs the reading job, and answers the read as the screen polls it. */
export async function readDocument(
  app: App,
  patient: TestPatient,
  bytes: Buffer,
  name: string,
): Promise<DocumentRead> {
  const response = await uploadForReading(patient, bytes, name);
  expect(response.statusCode, response.body).toBe(202);
  const { read_id } = response.json<{ read_id: string }>();
  expect(await app.jobs.runNow(DOCUMENT_READING_JOB)).toBe('completed');
  const polled = await patient.client.get(`/api/lab-reports/read/${read_id}`);
  expect(polled.statusCode, polled.body).toBe(200);
  return polled.json<DocumentRead>();
}

/** Expects the read done with the report's lab, date and every result (test and value as printed). */
export function expectDraftOf(outcome: DocumentRead, report: TruthReport): void {
  expect(outcome.status).toBe('done');
  expect(outcome.draft?.lab_name).toBe(report.lab);
  expect(outcome.draft?.report_date).toBe(report.date);
  // A two-column page is read line by line across both columns: the order of rows may differ.
  const byTest = (rows: string[][]) => rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  expect(byTest(outcome.draft?.results.map((row) => [String(row.test), row.value]) ?? [])).toEqual(
    byTest(report.rows.map((row) => [row.code, row.value])),
  );
}
