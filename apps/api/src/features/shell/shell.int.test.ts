import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/database.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, TestClient } from '../../test/client.js';
import { seedRecord } from '../../test/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every SQL statement the app sends while `run` runs (the real database, only watched). */
async function statementsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const database = await testDatabase();
  const target = (database.driver === 'pglite' ? database.client : database.pool) as unknown as {
    query: (...args: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  const seen: string[] = [];
  target.query = function (this: unknown, ...args: unknown[]) {
    // PGlite gets the SQL text; node-postgres a config object { text, values, rowMode }.
    const [query] = args;
    seen.push(typeof query === 'string' ? query : String((query as { text?: unknown }).text));
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    target.query = original;
  }
  return seen;
}

describe('GET /api/shell (docs/decisions/037-screen-data-with-the-shell.md)', () => {
  it('answers the patient, the header strip and the bell in one response', async () => {
    const patient = await signUpPatient(t.app, { name: 'Meera Iyer' });
    await seedRecord(t.db, patient.userId, { primaryReason: 'Knee pain', createdAt: new Date() });

    const response = await patient.client.get('/api/shell');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: patient.userId, email: patient.email, name: 'Meera Iyer', time_zone: 'Asia/Kolkata' },
      patient: { id: patient.userId, name: 'Meera Iyer', relationship: 'self', role: 'self' },
      header: {
        patient_id: expect.stringMatching(/^SEH-/),
        display_name: 'Meera Iyer',
        email: patient.email,
        profile_picture_url: null,
        preferred_language: 'en',
      },
      notifications: {
        items: [expect.objectContaining({ type: 'medical_record', description: 'Knee pain', read: false })],
        unread_count: 1,
      },
    });
    expect(response.body).not.toMatch(/"token"/);
  });

  it('shows each patient only their own shell', async () => {
    const asha = await signUpPatient(t.app, { name: 'Asha Verma' });
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    await seedRecord(t.db, asha.userId, { primaryReason: 'Migraine', createdAt: new Date() });

    const shell = (await ravi.client.get('/api/shell')).json();
    expect(shell.user.id).toBe(ravi.userId);
    expect(shell.header.display_name).toBe('Ravi Kumar');
    expect(shell.notifications).toEqual({ items: [], unread_count: 0 });
  });

  it('answers null with no cookie, a forged one or a signed-out session, and clears a dead cookie', async () => {
    expect((await new TestClient(t.app).get('/api/shell')).json()).toBeNull();

    const patient = await signUpPatient(t.app);
    const cookie = patient.client.cookies.get('sehat.session_token')!;
    const [token] = cookie.split('.');
    const forged = new TestClient(t.app);
    forged.cookies.set('sehat.session_token', `${token}.${'A'.repeat(43)}=`);
    expect((await forged.get('/api/shell')).json()).toBeNull();
    expect((await forged.get('/api/dashboard')).statusCode).toBe(401);

    expect((await patient.client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const stale = new TestClient(t.app);
    stale.cookies.set('sehat.session_token', cookie);
    const response = await stale.get('/api/shell');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(stale.cookies.has('sehat.session_token')).toBe(false);
  });

  it('checks the session of an authenticated GET with one database statement', async () => {
    const patient = await signUpPatient(t.app);
    // The first request after sign-up may record activity; count a steady-state one.
    await patient.client.get('/api/profile/header');
    const statements = await statementsDuring(async () => {
      expect((await patient.client.get('/api/profile/header')).statusCode).toBe(200);
    });
    expect(statements.filter((text) => /"session"/.test(text))).toHaveLength(1);
    // The session statement and the header's own select: nothing else runs.
    expect(statements).toHaveLength(2);
  });
});
