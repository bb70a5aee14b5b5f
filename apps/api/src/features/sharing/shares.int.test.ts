import type { Share, SharePage } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { addLabReport, addRecord, createShare, tokenOf } from '../../test/shares.js';
import { hashShareToken } from './share-secrets.js';

/** 10:00 IST on 5 March 2026; tests move it with `offsetMs`. */
const START = new Date('2026-03-05T04:30:00.000Z');
let offsetMs = 0;
let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(START.getTime() + offsetMs) });
  alice = await signUpPatient(t.app);
  bob = await signUpPatient(t.app);
});
afterAll(() => t.close());

const list = async (patient: TestPatient) =>
  (await patient.client.get('/api/shares')).json<SharePage>().items;

describe('POST /api/shares (docs/decisions/023-share-links.md)', () => {
  it('creates a link of 1 h, 24 h or 7 d with a 192-bit token stored only as its hash', async () => {
    const record = await addRecord(alice, 'Migraine');
    for (const [duration, hours] of [
      ['1h', 1],
      ['24h', 24],
      ['7d', 168],
    ] as const) {
      const created = await createShare(alice, {
        label: `Dr. Mehta ${duration}`,
        duration,
        scope: { type: 'items', medical_record_ids: [record.id] },
      });
      expect(created.url).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9_-]{32}$/);
      expect(created.access_code).toBeNull();
      expect(created.share).toMatchObject({
        label: `Dr. Mehta ${duration}`,
        status: 'active',
        code_protected: false,
        created_at: START.toISOString(),
        expires_at: new Date(START.getTime() + hours * 3600_000).toISOString(),
        open_count: 0,
        last_opened_at: null,
        revoked_at: null,
        scope: { type: 'items', medical_record_ids: [record.id], lab_report_ids: [], file_ids: [] },
      });
      const [row] = await t.db.select().from(shares).where(eq(shares.id, created.share.id));
      expect(row!.tokenHash).toBe(hashShareToken(tokenOf(created)));
      expect(JSON.stringify(row)).not.toContain(tokenOf(created));
    }
  });

  it('makes a 6-digit access code when asked, shown once and stored only as a hash', async () => {
    const created = await createShare(alice, {
      label: 'Clinic',
      duration: '1h',
      access_code: true,
      scope: { type: 'all' },
    });
    expect(created.access_code).toMatch(/^\d{6}$/);
    expect(created.share).toMatchObject({ code_protected: true, scope: { type: 'all' } });
    const [row] = await t.db.select().from(shares).where(eq(shares.id, created.share.id));
    expect(row!.codeHash).toMatch(/^scrypt\$/);
    expect(row!.codeHash).not.toContain(created.access_code!);
    expect(JSON.stringify(await list(alice))).not.toContain(created.access_code!);
  });

  it.each([
    ['no label', { duration: '1h', scope: { type: 'all' } }, /label/],
    ['a label of 81 characters', { label: 'x'.repeat(81), duration: '1h', scope: { type: 'all' } }, /80/],
    ['a 30-day expiry', { label: 'A', duration: '30d', scope: { type: 'all' } }, /./],
    ['an empty scope', { label: 'A', duration: '1h', scope: { type: 'items' } }, /at least one/],
    [
      'a malformed record id',
      { label: 'A', duration: '1h', scope: { type: 'items', medical_record_ids: ['1 or 1=1'] } },
      /not found/,
    ],
    [
      'a file id outside the two file areas',
      {
        label: 'A',
        duration: '1h',
        scope: { type: 'items', file_ids: ['profiles/1700000000000-abcdefgh.png'] },
      },
      /not found/,
    ],
    [
      '101 record ids',
      {
        label: 'A',
        duration: '1h',
        scope: { type: 'items', medical_record_ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
      },
      /at most 100/,
    ],
  ])('refuses %s with a 400, storing nothing', async (_label, body, message) => {
    const patient = await signUpPatient(t.app);
    const response = await patient.client.post('/api/shares', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    expect(await list(patient)).toEqual([]);
  });

  it("refuses a scope naming another patient's record, report or file with a 404, storing nothing", async () => {
    const bobRecord = await addRecord(bob, 'Bob only', ['bob-rx.pdf']);
    const bobReport = await addLabReport(bob, 'Bob lab', '2.0');
    const own = await addRecord(alice, 'Alice own');
    const before = (await list(alice)).length;
    for (const scope of [
      { type: 'items', medical_record_ids: [own.id, bobRecord.id] },
      { type: 'items', lab_report_ids: [bobReport.id] },
      { type: 'items', file_ids: [`prescriptions/${bobRecord.prescription_files[0]!.name}`] },
      { type: 'items', medical_record_ids: [crypto.randomUUID()] },
    ]) {
      const response = await alice.client.post('/api/shares', { label: 'X', duration: '1h', scope });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({
        error: {
          code: 'SHARE_SCOPE_NOT_FOUND',
          message: 'One of the chosen records, lab reports or files was not found.',
          key: 'sharing.scopeNotFound',
        },
      });
    }
    expect(await list(alice)).toHaveLength(before);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shares',
      payload: { label: 'A', duration: '1h', scope: { type: 'all' } },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/shares and POST /api/shares/:id/revoke', () => {
  it("lists the patient's own shares newest first with status, and revokes with one call", async () => {
    const patient = await signUpPatient(t.app);
    const first = await createShare(patient, { label: 'First', duration: '1h', scope: { type: 'all' } });
    offsetMs = 60_000;
    const second = await createShare(patient, { label: 'Second', duration: '7d', scope: { type: 'all' } });
    expect((await list(patient)).map((s) => s.label)).toEqual(['Second', 'First']);

    const revoked = await patient.client.post(`/api/shares/${second.share.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<Share>()).toMatchObject({
      status: 'revoked',
      revoked_at: new Date(START.getTime() + 60_000).toISOString(),
    });
    offsetMs = 120_000;
    // Revoking again keeps the first instant.
    const again = await patient.client.post(`/api/shares/${second.share.id}/revoke`);
    expect(again.json<Share>().revoked_at).toBe(revoked.json<Share>().revoked_at);

    offsetMs = 3600_000;
    const statuses = (await list(patient)).map((s) => [s.label, s.status]);
    expect(statuses).toEqual([
      ['Second', 'revoked'],
      ['First', 'expired'],
    ]);
    expect(first.share.status).toBe('active');
    offsetMs = 0;
  });

  it("answers 404 to another patient's share and leaves it working", async () => {
    const owner = await signUpPatient(t.app);
    const created = await createShare(owner, { label: 'Mine', duration: '1h', scope: { type: 'all' } });
    const intruder = await signUpPatient(t.app);
    const response = await intruder.client.post(`/api/shares/${created.share.id}/revoke`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'Share link not found.',
        key: 'sharing.shareNotFound',
      },
    });
    expect(await list(intruder)).toEqual([]);
    expect((await list(owner))[0]).toMatchObject({ id: created.share.id, status: 'active' });
    expect((await intruder.client.post('/api/shares/not-a-uuid/revoke')).statusCode).toBe(400);
  });
});
