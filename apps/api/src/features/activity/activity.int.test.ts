import type { ActivityPage } from '@sehat/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, TEST_PASSWORD, TestClient, type TestPatient } from '../../test/client.js';
import { recordForm } from '../../test/uploads.js';
import { appendActivity, purgeActivityBefore } from './activity-log.repository.js';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const activityOf = async (patient: TestPatient, query = '') => {
  const response = await patient.client.get(`/api/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActivityPage>();
};

describe('activity log (docs/decisions/024-erasure-export-activity-log.md)', () => {
  it('records sign-ins, a failed sign-in, record changes and an export, newest first, with address and browser', async () => {
    const alice = await signUpPatient(t.app);
    const wrong = await alice.client.post(
      '/api/auth/sign-in/email',
      { email: alice.email, password: 'Wrong-password-1' },
      { headers: { 'user-agent': BROWSER } },
    );
    expect(wrong.statusCode).toBe(401);
    const right = await alice.client.post(
      '/api/auth/sign-in/email',
      { email: alice.email, password: TEST_PASSWORD },
      { headers: { 'user-agent': BROWSER } },
    );
    expect(right.statusCode).toBe(200);
    const created = await alice.client.post('/api/medical-records', recordForm());
    expect(created.statusCode).toBe(201);
    const recordId = created.json<{ id: string }>().id;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/medical-records/${recordId}`,
      remoteAddress: alice.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: alice.client.cookieHeader },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await alice.client.get('/api/export/fhir')).statusCode).toBe(200);

    const page = await activityOf(alice);
    expect(page.items.map((entry) => entry.kind)).toEqual([
      'data_exported',
      'record_deleted',
      'record_created',
      'sign_in',
      'sign_in_failed',
      'sign_in',
    ]);
    expect(page.total).toBe(6);
    const [, removed, added, signIn, failed] = page.items;
    expect(added!.subject_id).toBe(recordId);
    expect(removed!.subject_id).toBe(recordId);
    expect(signIn).toMatchObject({ ip: alice.client.ip, user_agent: BROWSER });
    expect(failed).toMatchObject({ ip: alice.client.ip, user_agent: BROWSER });
    // Never a value the patient typed.
    expect(JSON.stringify(page)).not.toContain('Fever');
    expect(JSON.stringify(page)).not.toContain('Wrong-password-1');
  });

  it('filters by kind and pages; an unknown kind is a 400', async () => {
    const bob = await signUpPatient(t.app);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await bob.client.post('/api/auth/sign-in/email', { email: bob.email, password: TEST_PASSWORD }))
          .statusCode,
      ).toBe(200);
    const signIns = await activityOf(bob, '?kind=sign_in&page_size=2');
    expect(signIns.total).toBe(4);
    expect(signIns.items).toHaveLength(2);
    expect((await bob.client.get('/api/activity?kind=whatever')).statusCode).toBe(400);
  });

  it('shows a patient only their own entries; a failed sign-in for an unknown e-mail is logged nowhere', async () => {
    const carol = await signUpPatient(t.app);
    const dan = await signUpPatient(t.app);
    await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: carol.email,
      password: 'Nope-nope-1',
    });
    await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'Nope-nope-1',
    });
    expect((await activityOf(dan)).items.map((entry) => entry.kind)).toEqual(['sign_in']);
    expect((await activityOf(carol)).items.map((entry) => entry.kind)).toEqual(['sign_in_failed', 'sign_in']);
  });

  it('is append-only in the database, and the purge removes only entries past 365 days', async () => {
    const erin = await signUpPatient(t.app);
    const now = new Date();
    await appendActivity(t.db, {
      userId: erin.userId,
      kind: 'data_exported',
      at: new Date(now.getTime() - 366 * 86_400_000),
    });
    await expect(
      t.db.update(activityLog).set({ kind: 'sign_in' }).where(eq(activityLog.patientId, erin.userId)),
    ).rejects.toThrow();
    await expect(t.db.delete(activityLog).where(eq(activityLog.patientId, erin.userId))).rejects.toThrow();
    await expect(
      t.db.execute(sql`delete from activity_log where patient_id = ${erin.userId}`),
    ).rejects.toThrow();

    await purgeActivityBefore(t.db, new Date(now.getTime() - 365 * 86_400_000));
    expect((await activityOf(erin)).items.map((entry) => entry.kind)).toEqual(['sign_in']);
  });

  it('refuses TRUNCATE, even in a transaction that may delete entries', async () => {
    const gita = await signUpPatient(t.app);
    // Rolled back if TRUNCATE ever passes, so a failing run empties no one's log.
    const truncate = (maintenance: boolean) =>
      t.db.transaction(async (tx) => {
        if (maintenance)
          await tx.execute(sql`select set_config('sehat.activity_log_maintenance', 'on', true)`);
        await tx.execute(sql`truncate activity_log`);
        tx.rollback();
      });
    for (const maintenance of [false, true]) {
      const refused = await truncate(maintenance).then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error },
      );
      expect(`${refused?.message} ${refused?.cause?.message}`).toContain('activity_log is append-only');
    }
    expect((await activityOf(gita)).items.map((entry) => entry.kind)).toEqual(['sign_in']);
  });

  it('keeps only a tombstone once the account is erased', async () => {
    const fay = await signUpPatient(t.app);
    expect((await fay.client.post('/api/account/erase', { password: TEST_PASSWORD })).statusCode).toBe(204);
    const rows = await t.db.select().from(activityLog).where(eq(activityLog.patientId, fay.userId));
    expect(rows.map((row) => [row.kind, row.ip, row.userAgent, row.subjectId])).toEqual([
      ['account_erased', null, null, null],
    ]);
  });
});
