import type { CreatedShare, CreateShareInput, LabReport, MedicalRecord } from '@sehat/shared';
import type { App } from '../app.js';
import { TEST_BASE_URL } from './app.js';
import { randomIp, type TestPatient } from './client.js';
import { fixture, recordForm, VALID_FIELDS } from './uploads.js';

/** A record made through POST /api/medical-records, with a PDF per name in `files`. */
export async function addRecord(
  patient: TestPatient,
  reason: string,
  files: string[] = [],
): Promise<MedicalRecord> {
  const bytes = await fixture('prescription.pdf');
  const form = recordForm(
    { ...VALID_FIELDS, primary_reason: reason },
    files.map((name) => ({ name, bytes, type: 'application/pdf' })),
  );
  const response = await patient.client.post('/api/medical-records', form);
  if (response.statusCode !== 201) throw new Error(`record: ${response.statusCode} ${response.body}`);
  return response.json<MedicalRecord>();
}

/** A lab report made through POST /api/lab-reports: one TSH result, a PDF per name in `files`. */
export async function addLabReport(
  patient: TestPatient,
  labName: string,
  value: string,
  files: string[] = [],
): Promise<LabReport> {
  const form = new FormData();
  form.append('lab_name', labName);
  form.append('report_date', '2026-03-01');
  form.append('results', JSON.stringify([{ test_code: 'tsh', value }]));
  const bytes = new Uint8Array(await fixture('prescription.pdf'));
  for (const name of files) form.append('files', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await patient.client.post('/api/lab-reports', form);
  if (response.statusCode !== 201) throw new Error(`report: ${response.statusCode} ${response.body}`);
  return response.json<LabReport>();
}

/** POST /api/shares as the patient; throws unless 201. */
export async function createShare(patient: TestPatient, body: CreateShareInput): Promise<CreatedShare> {
  const response = await patient.client.post('/api/shares', body);
  if (response.statusCode !== 201) throw new Error(`share: ${response.statusCode} ${response.body}`);
  return response.json<CreatedShare>();
}

/** The token of a share link `<BASE_URL>/s/<token>`. */
export function tokenOf(created: CreatedShare): string {
  return created.url.slice(created.url.lastIndexOf('/') + 1);
}

/** POST /api/public/shares/:token as a doctor's phone: no cookie, its own address. */
export function openShare(app: App, token: string, body: object = {}, ip: string = randomIp()) {
  return app.inject({
    method: 'POST',
    url: `/api/public/shares/${encodeURIComponent(token)}`,
    payload: body,
    remoteAddress: ip,
    headers: { origin: TEST_BASE_URL },
  });
}

/** GET a (share file) link without a session. */
export function fetchPublic(app: App, url: string, ip: string = randomIp()) {
  return app.inject({ method: 'GET', url, remoteAddress: ip });
}
