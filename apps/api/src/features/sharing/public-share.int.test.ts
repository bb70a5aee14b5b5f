import type { LabReport, MedicalRecord, NotificationList, PublicShare, SharePage } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { randomIp, signUpPatient, type TestPatient } from '../../test/client.js';
import { addLabReport, addRecord, createShare, openShare, tokenOf } from '../../test/shares.js';
import { newShareToken } from './share-secrets.js';

/** 10:00 IST on 5 March 2026; tests move it with `offsetMs`. */
const START = new Date('2026-03-05T04:30:00.000Z');
let offsetMs = 0;
let t: TestApp;
let alice: TestPatient;
let asthma: MedicalRecord;
let fracture: MedicalRecord;
let privateRecord: MedicalRecord;
let thyroid: LabReport;
let normalLab: LabReport;
let bobRecord: MedicalRecord;

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(START.getTime() + offsetMs) });
  alice = await signUpPatient(t.app, { name: 'Asha Rani Verma' });
  const patched = await t.app.inject({
    method: 'PATCH',
    url: '/api/personal-info',
    payload: {
      blood_group: 'B+',
      date_of_birth: '1990-06-15',
      allergies: ['Sulfa drugs'],
      chronic_conditions: ['Hypertension'],
    },
    remoteAddress: alice.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: alice.client.cookieHeader },
  });
  expect(patched.statusCode, patched.body).toBe(200);
  asthma = await addRecord(alice, 'Asthma', ['inhaler-rx.pdf', 'spirometry.pdf']);
  fracture = await addRecord(alice, 'Fracture', ['x-ray.pdf']);
  privateRecord = await addRecord(alice, 'Private matter');
  thyroid = await addLabReport(alice, 'Thyrocare', '6.2', ['tsh-report.pdf']);
  normalLab = await addLabReport(alice, 'Metropolis', '2.0');
  const bob = await signUpPatient(t.app);
  bobRecord = await addRecord(bob, 'Bob secret', ['bob.pdf']);
});
afterAll(() => t.close());

const ids = (items: { id: string }[]) => items.map((item) => item.id).sort();
const fileNames = (files: { display_name: string }[]) => files.map((file) => file.display_name).sort();

async function open(token: string, body: object = {}) {
  const response = await openShare(t.app, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicShare>();
}

describe('POST /api/public/shares/:token: exactly the scope, nothing else', () => {
  it('shows everything of the patient for scope "all", with name, age and blood group', async () => {
    const created = await createShare(alice, { label: 'Dr. Mehta', duration: '24h', scope: { type: 'all' } });
    const response = await openShare(t.app, tokenOf(created));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const shared = response.json<PublicShare>();
    expect(shared.shared_by).toBe('Asha Rani Verma');
    expect(shared.expires_at).toBe(created.share.expires_at);
    expect(shared.patient).toEqual({
      name: 'Asha Rani Verma',
      age: 35,
      blood_group: 'B+',
      allergies: ['Sulfa drugs'],
      chronic_conditions: ['Hypertension'],
    });
    expect(ids(shared.medical_records)).toEqual(ids([asthma, fracture, privateRecord]));
    expect(ids(shared.lab_reports)).toEqual(ids([thyroid, normalLab]));
    expect(shared.files).toEqual([]);
    const asthmaShared = shared.medical_records.find((r) => r.id === asthma.id)!;
    expect(asthmaShared).toMatchObject({ primary_reason: 'Asthma', diagnosis: asthma.diagnosis });
    expect(fileNames(asthmaShared.files)).toEqual(['inhaler-rx.pdf', 'spirometry.pdf']);
    const thyroidShared = shared.lab_reports.find((r) => r.id === thyroid.id)!;
    expect(thyroidShared.results.map((r) => [r.test_code, r.value, r.flag])).toEqual([
      ['tsh', '6.2', 'high'],
    ]);
    expect(fileNames(thyroidShared.files)).toEqual(['tsh-report.pdf']);
    for (const file of [...asthmaShared.files, ...thyroidShared.files]) {
      expect(file.url).toMatch(new RegExp(`^/api/public/share-files/${created.share.id}/`));
      expect(file.expires_at).toBe(new Date(START.getTime() + 300_000).toISOString());
    }
    expect(response.body).not.toContain(bobRecord.id);
    expect(response.body).not.toContain('Bob secret');
  });

  it('shows only the chosen record, report and file for scope "items"', async () => {
    const spirometry = asthma.prescription_files.find((f) => f.display_name === 'spirometry.pdf')!;
    const created = await createShare(alice, {
      label: 'Orthopaedics',
      duration: '1h',
      scope: {
        type: 'items',
        medical_record_ids: [fracture.id],
        lab_report_ids: [thyroid.id],
        file_ids: [`prescriptions/${spirometry.name}`],
      },
    });
    const response = await openShare(t.app, tokenOf(created));
    const shared = response.json<PublicShare>();
    expect(ids(shared.medical_records)).toEqual([fracture.id]);
    expect(fileNames(shared.medical_records[0]!.files)).toEqual(['x-ray.pdf']);
    expect(ids(shared.lab_reports)).toEqual([thyroid.id]);
    expect(shared.lab_reports[0]!.results).toHaveLength(1);
    expect(fileNames(shared.files)).toEqual(['spirometry.pdf']);
    for (const absent of [
      asthma.id,
      privateRecord.id,
      normalLab.id,
      'Asthma',
      'Private matter',
      'inhaler-rx.pdf',
    ])
      expect(response.body).not.toContain(absent);
  });

  it('lists a chosen file once when its record is shared too', async () => {
    const xray = fracture.prescription_files[0]!;
    const created = await createShare(alice, {
      label: 'Twice',
      duration: '1h',
      scope: { type: 'items', medical_record_ids: [fracture.id], file_ids: [`prescriptions/${xray.name}`] },
    });
    const shared = await open(tokenOf(created));
    expect(fileNames(shared.medical_records[0]!.files)).toEqual(['x-ray.pdf']);
    expect(shared.files).toEqual([]);
  });

  it('counts every open, and the bell says when a share is first opened', async () => {
    const patient = await signUpPatient(t.app);
    const created = await createShare(patient, { label: 'Dr. Rao', duration: '1h', scope: { type: 'all' } });
    offsetMs = 60_000;
    await open(tokenOf(created));
    offsetMs = 120_000;
    const second = await open(tokenOf(created));
    expect(second.medical_records).toEqual([]);
    const [share] = (await patient.client.get('/api/shares')).json<SharePage>().items;
    expect(share).toMatchObject({
      open_count: 2,
      first_opened_at: new Date(START.getTime() + 60_000).toISOString(),
      last_opened_at: new Date(START.getTime() + 120_000).toISOString(),
    });
    const bell = (await patient.client.get('/api/notifications')).json<NotificationList>();
    expect(bell.items).toEqual([
      {
        id: created.share.id,
        type: 'share_opened',
        title: 'Share link opened',
        title_key: 'sharing.openedTitle',
        description: '"Dr. Rao" was opened',
        description_key: 'sharing.openedLine',
        description_values: { label: 'Dr. Rao' },
        date: new Date(START.getTime() + 60_000).toISOString(),
        read: false,
      },
    ]);
    offsetMs = 0;
  });
});

describe('POST /api/public/shares/:token: refusals show no data', () => {
  const notValid = {
    code: 'SHARE_NOT_FOUND',
    message: 'This link is not valid. Check that it was copied in full.',
    key: 'sharing.notFound',
  };
  const ended = {
    code: 'SHARE_UNAVAILABLE',
    message: 'This link has expired or was revoked.',
    key: 'sharing.unavailable',
  };

  it('marks the /s/<token> page no-store, noindex and no-referrer', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/s/${newShareToken()}` });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a guessed or malformed token', async () => {
    for (const token of [newShareToken(), 'abc', `${newShareToken()}x`, 'a'.repeat(32).replace('a', '.')]) {
      const response = await openShare(t.app, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: notValid });
    }
  });

  it('refuses an expired link and a revoked one', async () => {
    const expiring = await createShare(alice, { label: 'Short', duration: '1h', scope: { type: 'all' } });
    offsetMs = 3600_000;
    const expired = await openShare(t.app, tokenOf(expiring));
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: ended });
    offsetMs = 0;

    const revoking = await createShare(alice, { label: 'Revoke me', duration: '7d', scope: { type: 'all' } });
    await open(tokenOf(revoking));
    expect((await alice.client.post(`/api/shares/${revoking.share.id}/revoke`)).statusCode).toBe(200);
    const revoked = await openShare(t.app, tokenOf(revoking));
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ error: ended });
  });

  it('asks for the code, counts wrong ones, and locks the link after 5', async () => {
    const created = await createShare(alice, {
      label: 'Coded',
      duration: '1h',
      access_code: true,
      scope: { type: 'all' },
    });
    const code = created.access_code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const token = tokenOf(created);
    expect((await openShare(t.app, token)).json()).toEqual({
      error: {
        code: 'ACCESS_CODE_REQUIRED',
        message: 'Enter the 6-digit code the patient gives you.',
        key: 'sharing.codeRequired',
      },
    });
    const malformed = await openShare(t.app, token, { access_code: '12ab56' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('The access code is 6 digits.');

    const tries = [];
    for (let i = 0; i < 2; i++) tries.push((await openShare(t.app, token, { access_code: wrong })).json());
    expect(tries.map((body) => body.error.message)).toEqual([
      'Wrong code. 4 tries left.',
      'Wrong code. 3 tries left.',
    ]);
    // The right code opens it and does not use up a try.
    expect((await open(token, { access_code: code })).patient.name).toBe('Asha Rani Verma');
    for (let i = 0; i < 2; i++) await openShare(t.app, token, { access_code: wrong });
    const fifth = await openShare(t.app, token, { access_code: wrong });
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json()).toEqual({
      error: {
        code: 'SHARE_LOCKED',
        message: 'This link is locked after too many wrong codes. Ask the patient for a new link.',
        key: 'sharing.locked',
      },
    });
    // The 6th try, even with the right code, is refused and shows nothing.
    const sixth = await openShare(t.app, token, { access_code: code });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error.code).toBe('SHARE_LOCKED');
    expect(sixth.body).not.toContain('Asha');
    const listed = (await alice.client.get('/api/shares')).json<SharePage>().items;
    expect(listed.find((s) => s.id === created.share.id)).toMatchObject({ status: 'locked', open_count: 1 });
  });

  it('answers 429 with Retry-After past 20 tries a minute from one address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++)
      expect((await openShare(t.app, newShareToken(), {}, ip)).statusCode).toBe(404);
    const limited = await openShare(t.app, newShareToken(), {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await openShare(t.app, newShareToken(), {}, randomIp())).statusCode).toBe(404);
  });
});
