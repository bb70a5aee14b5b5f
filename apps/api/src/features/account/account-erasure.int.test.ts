import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import {
  accountErasures,
  account,
  attemptCounter,
  emergencyContacts,
  labReports,
  labResults,
  medicalRecords,
  profiles,
  session,
  storedFiles,
  user,
  verification,
  visits,
} from '../../db/schema/index.js';
import { BUCKETS } from '../../storage/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import {
  signUpPatient,
  TEST_PASSWORD,
  TestClient,
  type TestPatient,
  requestPasswordReset,
} from '../../test/client.js';
import { firstLink, latestMailTo } from '../../test/outbox.js';
import { seedVisit } from '../../test/seed.js';
import { fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';
import { journalErasure } from './account-erasure.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const TABLES = {
  user: [user, user.id],
  profiles: [profiles, profiles.userId],
  session: [session, session.userId],
  account: [account, account.userId],
  medical_records: [medicalRecords, medicalRecords.patientId],
  lab_reports: [labReports, labReports.patientId],
  lab_results: [labResults, labResults.patientId],
  visits: [visits, visits.patientId],
  emergency_contacts: [emergencyContacts, emergencyContacts.patientId],
  stored_files: [storedFiles, storedFiles.patientId],
} as const;

/** How many rows of `userId` each table holds. */
async function rowsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, [table, column]] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table).where(eq(column, userId));
    out[name] = row!.n;
  }
  return out;
}

/**
 * Rows without a foreign key to the user that name `userId`: better-auth's verification rows (reset
 * tokens, sign-in challenges) and the per-patient limit counters (`erase:<user id>`, `upload:<user id>`).
 */
async function rowsNaming(userId: string): Promise<string[]> {
  const verifications = await t.db
    .select({ id: verification.identifier })
    .from(verification)
    .where(or(like(verification.value, `%${userId}%`), like(verification.identifier, `%${userId}%`)));
  const counters = await t.db
    .select({ id: attemptCounter.key })
    .from(attemptCounter)
    .where(like(attemptCounter.key, `%${userId}%`));
  return [...verifications, ...counters].map((row) => row.id.split(':')[0]!).sort();
}

/** The names of the files stored for `userId`, per bucket, as they sit on disk. */
async function filesOf(dataDir: string, userId: string): Promise<string[]> {
  const names: string[] = [];
  for (const bucket of BUCKETS) {
    const dir = path.join(dataDir, 'files', bucket, userId);
    for (const name of await readdir(dir).catch(() => [] as string[])) names.push(`${bucket}/${name}`);
  }
  return names.sort();
}

/** A patient with a record (two files), a lab report (one file), a visit and an emergency contact. */
async function fullPatient(app: TestApp): Promise<TestPatient> {
  const patient = await signUpPatient(app.app);
  const pdf = await fixture('prescription.pdf');
  const record = await patient.client.post(
    '/api/medical-records',
    recordForm(VALID_FIELDS, [
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.pdf', bytes: pdf },
    ]),
  );
  expect(record.statusCode, record.body).toBe(201);
  const lab = new FormData();
  lab.append('lab_name', 'Metropolis');
  lab.append('report_date', '2026-01-10');
  lab.append('results', JSON.stringify([{ test_code: 'hba1c', value: '5.2' }]));
  lab.append('files', new Blob([new Uint8Array(pdf)]), 'lab.pdf');
  expect((await patient.client.post('/api/lab-reports', lab)).statusCode).toBe(201);
  expect(
    (
      await patient.client.post('/api/emergency-contacts', {
        name: 'Ravi',
        relationship: 'Brother',
        phone: '+919876543210',
      })
    ).statusCode,
  ).toBe(201);
  await seedVisit(app.db, patient.userId, { visitDate: '2026-02-01' });
  return patient;
}

const erase = (patient: TestPatient, password: string) =>
  patient.client.post('/api/account/erase', { password });

describe('POST /api/account/erase (DPDP Act s.12)', () => {
  it('with a wrong password changes nothing', async () => {
    const alice = await fullPatient(t);
    const rowsBefore = await rowsOf(t.db, alice.userId);
    const filesBefore = await filesOf(t.dataDir, alice.userId);
    expect(filesBefore).toHaveLength(3);

    const response = await erase(alice, 'NotMyPassword1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'WRONG_PASSWORD',
        message: 'That password is not right. Your account was not erased.',
        key: 'account.wrongPassword',
      },
    });
    expect(await rowsOf(t.db, alice.userId)).toEqual(rowsBefore);
    expect(await filesOf(t.dataDir, alice.userId)).toEqual(filesBefore);
    expect((await alice.client.get('/api/profile/header')).statusCode).toBe(200);
  });

  it("removes every row, file and session of the patient and nothing of anyone else's", async () => {
    const alice = await fullPatient(t);
    const bob = await fullPatient(t);
    const bobRows = await rowsOf(t.db, bob.userId);
    const bobFiles = await filesOf(t.dataDir, bob.userId);

    const response = await erase(alice, TEST_PASSWORD);
    expect(response.statusCode, response.body).toBe(204);

    expect(Object.values(await rowsOf(t.db, alice.userId)).every((n) => n === 0)).toBe(true);
    expect(await filesOf(t.dataDir, alice.userId)).toEqual([]);
    expect(await rowsOf(t.db, bob.userId)).toEqual(bobRows);
    expect(await filesOf(t.dataDir, bob.userId)).toEqual(bobFiles);
    // The tombstone: the id and two times, nothing else.
    const [tombstone] = await t.db
      .select()
      .from(accountErasures)
      .where(eq(accountErasures.userId, alice.userId));
    expect(Object.keys(tombstone!).sort()).toEqual(['completedAt', 'requestedAt', 'userId']);
    expect(tombstone!.completedAt).not.toBeNull();

    // Signed out everywhere; the old password opens nothing; the address can start afresh.
    expect((await alice.client.get('/api/profile/header')).statusCode).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: alice.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    expect((await latestMailTo(t, alice.email))?.subject).toBe('Your Sehat account has been erased');
    const again = await signUpPatient(t.app, { email: alice.email });
    expect(again.userId).not.toBe(alice.userId);
  });

  it('removes a password reset asked for before the erasure and the limit counters: no row names the account, the old link does nothing', async () => {
    const erin = await signUpPatient(t.app);
    const asked = await requestPasswordReset(t.app, erin.email);
    expect(asked.statusCode).toBe(200);
    const link = firstLink((await latestMailTo(t, erin.email))!);
    const token = /\/reset-password\/([^?]+)\?/.exec(link)![1]!;
    expect(await rowsNaming(erin.userId)).toEqual(['reset-password']);

    expect((await erase(erin, TEST_PASSWORD)).statusCode).toBe(204);

    expect(await rowsNaming(erin.userId)).toEqual([]);
    // The address starts afresh; the reset link mailed to the erased account opens nothing of it.
    const again = await signUpPatient(t.app, { email: erin.email });
    const reset = await new TestClient(t.app).post('/api/auth/reset-password', {
      newPassword: 'Renewed456',
      token,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    const signIn = await new TestClient(t.app).post('/api/auth/sign-in/email', {
      email: again.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("confirms in the patient's language: Hindi for a patient who chose हिन्दी (docs/decisions/029-languages.md)", async () => {
    const dev = await signUpPatient(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      payload: { preferred_language: 'hi' },
      remoteAddress: dev.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: dev.client.cookieHeader },
    });
    expect(saved.statusCode).toBe(200);
    expect((await erase(dev, TEST_PASSWORD)).statusCode).toBe(204);
    const mail = await latestMailTo(t, dev.email);
    expect(mail?.subject).toBe('आपका Sehat खाता मिटा दिया गया है');
    expect(mail?.text).toContain('आपके कहने पर आपका Sehat खाता मिटा दिया गया है।');
  });

  it('needs the password, and a session', async () => {
    const carol = await signUpPatient(t.app);
    expect((await carol.client.post('/api/account/erase', {})).statusCode).toBe(400);
    const anonymous = await new TestClient(t.app).post('/api/account/erase', { password: TEST_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an erasure cut short after its journal entry is finished at the next start', async () => {
    // A database of the test's own: on the shared one, any other file's app starting meanwhile would
    // finish this erasure first, in its own data folder.
    const first = await buildTestApp({ database: 'own' });
    try {
      const dave = await fullPatient(first);
      // As if the process died right after journaling: nothing deleted yet.
      await journalErasure(first.db, dave.userId, new Date());
      const restarted = await buildTestApp({ database: first.database, env: { DATA_DIR: first.dataDir } });
      await restarted.close();

      expect(Object.values(await rowsOf(first.db, dave.userId)).every((n) => n === 0)).toBe(true);
      expect(await filesOf(first.dataDir, dave.userId)).toEqual([]);
      const [tombstone] = await first.db
        .select()
        .from(accountErasures)
        .where(eq(accountErasures.userId, dave.userId));
      expect(tombstone!.completedAt).not.toBeNull();
    } finally {
      await first.close();
    }
  });
});
