import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { DashboardCounts, LabReport, LabReportPage, LabTestSummaryList, LabTrend } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { fixture } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const clock = new Date('2026-03-05T04:30:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());

type Row = Record<string, string>;

function reportForm(
  fields: { lab_name?: string; report_date?: string; results: Row[] },
  files: string[] = [],
) {
  const form = new FormData();
  form.append('lab_name', fields.lab_name ?? 'Dr. Lal PathLabs');
  form.append('report_date', fields.report_date ?? '2026-03-01');
  form.append('results', JSON.stringify(fields.results));
  return { form, files };
}

async function post(
  patient: TestPatient,
  fields: Parameters<typeof reportForm>[0],
  fileNames: string[] = [],
) {
  const { form } = reportForm(fields);
  for (const name of fileNames)
    form.append('files', new Blob([new Uint8Array(await fixture('prescription.pdf'))]), name);
  return patient.client.post('/api/lab-reports', form);
}

async function create(
  patient: TestPatient,
  fields: Parameters<typeof reportForm>[0],
  fileNames: string[] = [],
) {
  const response = await post(patient, fields, fileNames);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LabReport>();
}

function call(patient: TestPatient, method: 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

const filesOf = (userId: string) =>
  readdir(path.join(t.dataDir, 'files', 'lab-reports', userId)).catch(() => []);
const reportCount = async (patient: TestPatient) =>
  (await patient.client.get('/api/lab-reports')).json<LabReportPage>().total;

describe('lab reports (docs/product.md#screens-added-since-the-first-version)', () => {
  it('stores results with LOINC codes and flags, lists them, and draws a trend', async () => {
    const patient = await signUpPatient(t.app);
    const first = await create(
      patient,
      {
        report_date: '2025-12-10',
        results: [
          { test_code: 'hba1c', value: '5.4' },
          { test_name: 'Serum ferritin', unit: 'ng/mL', reference_range: '30-400', value: '12' },
        ],
      },
      ['lab-report-dec.pdf'],
    );
    expect(first.files.map((f) => f.display_name)).toEqual(['lab-report-dec.pdf']);
    expect(first.results.map((r) => [r.test_name, r.loinc, r.flag])).toEqual([
      [expect.stringContaining('HbA1c'), '4548-4', 'normal'],
      ['Serum ferritin', null, 'low'],
    ]);
    const second = await create(patient, {
      report_date: '2026-03-01',
      results: [{ test_code: 'hba1c', value: '6.8' }],
    });
    expect(second.results[0]).toMatchObject({ value_number: 6.8, flag: 'high' });

    const list = (await patient.client.get('/api/lab-reports')).json<LabReportPage>();
    expect(list.items.map((r) => [r.report_date, r.result_count, r.flagged_count, r.file_count])).toEqual([
      ['2026-03-01', 1, 1, 0],
      ['2025-12-10', 2, 1, 1],
    ]);

    const trend = (await patient.client.get('/api/lab-trends/hba1c')).json<LabTrend>();
    expect(trend.points.map((p) => [p.date, p.value, p.flag])).toEqual([
      ['2025-12-10', 5.4, 'normal'],
      ['2026-03-01', 6.8, 'high'],
    ]);
    expect(trend.reference_high).not.toBeNull();
    const custom = await patient.client.get(`/api/lab-trends/${encodeURIComponent('custom:serum ferritin')}`);
    expect(custom.json<LabTrend>()).toMatchObject({ reference_low: 30, reference_high: 400 });
    const tests = (await patient.client.get('/api/lab-trends')).json<LabTestSummaryList>();
    expect(tests.items.map((i) => [i.key, i.result_count, i.latest_flag])).toEqual([
      ['hba1c', 2, 'high'],
      ['custom:serum ferritin', 1, 'low'],
    ]);

    // The dashboard counts results dated in the last 3 months (docs/product.md#data-calls): all three, 10 Dec is within.
    expect((await patient.client.get('/api/dashboard')).json<DashboardCounts>().recent_lab_results).toBe(3);
  });

  it.each([
    ['a word for a numeric test', { results: [{ test_code: 'hba1c', value: 'high' }] }, /HbA1c/],
    [
      'a range with low above high',
      { results: [{ test_name: 'Ferritin', unit: 'ng/mL', reference_range: '400-30', value: '12' }] },
      /Ferritin/,
    ],
    [
      '200 result rows',
      {
        results: Array.from({ length: 200 }, (_, i) => ({
          test_name: `Test ${i}`,
          unit: 'mg/dL',
          value: '1',
        })),
      },
      /at most 100 results/,
    ],
    [
      'a future report date',
      { report_date: '2026-03-06', results: [{ test_code: 'tsh', value: '2' }] },
      /future/,
    ],
  ])('refuses %s with a clear 400, storing nothing', async (_label, fields, message) => {
    const patient = await signUpPatient(t.app);
    const response = await post(patient, fields, ['report.pdf']);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    expect(await reportCount(patient)).toBe(0);
    expect(await filesOf(patient.userId)).toEqual([]);
  });

  it('edits the results and deletes the report with its files', async () => {
    const patient = await signUpPatient(t.app);
    const report = await create(patient, { results: [{ test_code: 'tsh', value: '2.1' }] }, ['tsh.pdf']);
    const edited = await call(patient, 'PUT', `/api/lab-reports/${report.id}`, {
      lab_name: 'Metropolis',
      report_date: '2026-03-02',
      results: [{ test_code: 'tsh', value: '6.2' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<LabReport>()).toMatchObject({ lab_name: 'Metropolis', results: [{ flag: 'high' }] });
    expect(edited.json<LabReport>().files).toHaveLength(1);

    expect((await call(patient, 'DELETE', `/api/lab-reports/${report.id}`)).statusCode).toBe(204);
    expect(await reportCount(patient)).toBe(0);
    expect(await filesOf(patient.userId)).toEqual([]);
    expect((await patient.client.get('/api/lab-trends/tsh')).statusCode).toBe(404);
  });

  it("answers 404 to another patient's report on every route, changing nothing", async () => {
    const owner = await signUpPatient(t.app);
    const report = await create(owner, { results: [{ test_code: 'tsh', value: '2.1' }] }, ['tsh.pdf']);
    const intruder = await signUpPatient(t.app);
    const url = `/api/lab-reports/${report.id}`;
    expect((await intruder.client.get(url)).statusCode).toBe(404);
    expect((await intruder.client.get(`${url}/files/${report.files[0]!.name}/url`)).statusCode).toBe(404);
    const body = { lab_name: 'X', report_date: '2026-03-01', results: [{ test_code: 'tsh', value: '9' }] };
    expect((await call(intruder, 'PUT', url, body)).statusCode).toBe(404);
    expect((await call(intruder, 'DELETE', url)).statusCode).toBe(404);
    expect((await intruder.client.get('/api/lab-trends/tsh')).statusCode).toBe(404);
    expect((await owner.client.get(url)).json()).toEqual(report);
    expect(await filesOf(owner.userId)).toHaveLength(1);
  });
});
