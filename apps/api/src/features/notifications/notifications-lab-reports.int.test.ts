import type { LabReport, NotificationList } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedLabReport } from '../../test/seed.js';

/** 00:30 IST on 5 March 2026 (still 4 March in UTC); new reports count from 26 Feb 00:00 IST. */
const NOW = new Date('2026-03-04T19:00:00Z');

let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  alice = await signUpPatient(t.app);
  bob = await signUpPatient(t.app);
});
afterAll(() => t.close());

async function bell(patient: TestPatient): Promise<NotificationList> {
  const response = await patient.client.get('/api/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
}

/** Adds a report through POST /api/lab-reports, as the web form does (created at NOW). */
async function addReport(patient: TestPatient, labName: string): Promise<LabReport> {
  const form = new FormData();
  form.append('lab_name', labName);
  form.append('report_date', '2026-03-04');
  form.append('results', JSON.stringify([{ test_code: 'hba1c', value: '6.1' }]));
  const response = await patient.client.post('/api/lab-reports', form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LabReport>();
}

describe('the bell announces new lab reports (docs/product.md#screens-added-since-the-first-version)', () => {
  it('lists the 3 newest reports added in the last 7 days, like new records, for that patient only', async () => {
    const added = await addReport(alice, 'Dr. Lal PathLabs');
    for (const [iso, labName] of [
      ['2026-03-01T05:00:00Z', 'Metropolis'],
      ['2026-02-25T18:30:00Z', 'Thyrocare'], // exactly 26 Feb 00:00 IST
      ['2026-02-27T09:00:00Z', 'SRL Diagnostics'],
      ['2026-02-25T18:29:59Z', 'Too old'],
      ['2026-03-04T19:00:01Z', 'In the future'],
    ] as const)
      await seedLabReport(t.db, alice.userId, { labName, createdAt: new Date(iso) });

    const reports = (await bell(alice)).items.filter((item) => item.type === 'lab_report');
    expect(reports.map((item) => item.description)).toEqual([
      'Dr. Lal PathLabs',
      'Metropolis',
      'SRL Diagnostics',
    ]);
    expect(reports[0]).toEqual({
      id: added.id,
      type: 'lab_report',
      title: 'New lab report added',
      title_key: 'notifications.labReportTitle',
      description: 'Dr. Lal PathLabs',
      date: NOW.toISOString(),
      read: false,
    });
    expect((await bell(alice)).unread_count).toBe(3);
    expect((await bell(bob)).items).toEqual([]);
  });

  it('marks a report read, and a deleted report leaves the bell', async () => {
    const report = await addReport(bob, 'Apollo Diagnostics');
    const mark = await bob.client.post('/api/notifications/read', {
      notification_type: 'lab_report',
      notification_id: report.id,
    });
    expect(mark.statusCode).toBe(204);
    expect(await bell(bob)).toEqual({
      items: [expect.objectContaining({ id: report.id, read: true })],
      unread_count: 0,
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/lab-reports/${report.id}`,
      remoteAddress: bob.client.ip,
      headers: { origin: 'http://localhost:3000', cookie: bob.client.cookieHeader },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await bell(bob)).items).toEqual([]);
  });
});
