import type { ActivityPage, ReadingImportPreview, ReadingPage } from '@sehat/shared';
import { READING_CSV_LIMITS } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readings } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

/** The injected clock, fixed at the start (the session's lifetime is checked against it too). */
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

function post(patient: TestPatient, url: string, payload: object | string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: {
      origin: TEST_BASE_URL,
      cookie: patient.client.cookieHeader,
      'content-type': 'application/json',
    },
  });
}

const count = async (patientId: string) =>
  (await t.db.select().from(readings).where(eq(readings.patientId, patientId))).length;

const BP_CSV = [
  'Date,Time,Systolic,Diastolic,Pulse',
  '2026-01-10,07:30,142,92,76',
  '2026-01-10,21:00,126,80,',
  '2026-01-11,07:15,131,84,70',
].join('\n');

describe('CSV import of readings (docs/decisions/052-readings.md)', () => {
  it('previews a blood pressure export without storing it, then imports every row, logged once', async () => {
    const patient = await signUpPatient(t.app);
    const preview = await post(patient, '/api/readings/import/preview', { csv: BP_CSV });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<ReadingImportPreview>()).toMatchObject({
      kind: 'blood_pressure',
      count: 3,
      flagged: 1,
      first: [
        { taken_at: '2026-01-10T02:00:00.000Z', value: 142, diastolic: 92, pulse: 76, flag: 'high' },
        { value: 126, pulse: null, flag: null },
        { value: 131, flag: null },
      ],
    });
    expect(await count(patient.userId)).toBe(0);

    const imported = await post(patient, '/api/readings/import', { csv: BP_CSV });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toEqual({ imported: 3 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/readings?kind=blood_pressure',
      remoteAddress: patient.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
    });
    expect(list.json<ReadingPage>().items.map((r) => r.value)).toEqual([131, 126, 142]);
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/activity?kind=reading_created',
      remoteAddress: patient.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
    });
    expect(activity.json<ActivityPage>().items.map((e) => e.subject_id)).toEqual(['csv']);
  });

  it('refuses wrong columns, a formula, a bad or future row and too many rows with a 400, storing nothing', async () => {
    const patient = await signUpPatient(t.app);
    const tomorrow = new Date(NOW.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const refusals: [string, string][] = [
      ['date,time,sugar\n2026-01-10,07:30,100', 'readings.csvWrongColumns'],
      [
        'date,time,glucose\n2026-01-10,07:30,"=HYPERLINK(""http://evil.example"",""x"")"',
        'readings.csvFormula',
      ],
      ['date,time,glucose\n2026-01-10,07:30,100\n2026-01-10,08:30,0', 'readings.csvRowInvalid'],
      [`date,time,glucose\n${tomorrow},07:30,100`, 'readings.csvRowInvalid'],
      [`date,time,glucose\n${'2026-01-10,07:30,100\n'.repeat(100_000)}`, 'readings.csvTooManyRows'],
    ];
    for (const [csv, key] of refusals) {
      for (const url of ['/api/readings/import/preview', '/api/readings/import']) {
        const response = await post(patient, url, { csv });
        expect(response.statusCode, `${url} ${key}`).toBe(400);
        expect(response.json<{ error: { key: string } }>().error.key).toBe(key);
      }
    }
    expect(await count(patient.userId)).toBe(0);
  });

  it('refuses a file of 10 MB with a 413 before reading it', async () => {
    const patient = await signUpPatient(t.app);
    const csv = `date,time,glucose\n${'x'.repeat(READING_CSV_LIMITS.maxBytes)}`;
    const response = await post(patient, '/api/readings/import', JSON.stringify({ csv }));
    expect(response.statusCode).toBe(413);
    expect(await count(patient.userId)).toBe(0);
  });
});
