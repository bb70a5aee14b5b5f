import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedRecord, seedVisit } from '../../test/seed.js';

/** 10:00 IST on 5 March 2026: the bell looks ahead to 12 March. */
const now = new Date('2026-03-05T04:30:00Z');

let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;

async function bell(patient: TestPatient) {
  const response = await patient.client.get('/api/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { id: string; read: boolean }[]; unread_count: number }>();
}

beforeAll(async () => {
  t = await buildTestApp({ now: () => now });
  alice = await signUpPatient(t.app);
  bob = await signUpPatient(t.app);
  await seedVisit(t.db, alice.userId, { visitDate: '2026-03-06', status: 'scheduled' });
  await seedRecord(t.db, alice.userId, { followUpDate: '2026-03-07' });
  await seedRecord(t.db, alice.userId, { createdAt: new Date('2026-03-04T10:00:00Z') });
  await seedVisit(t.db, bob.userId, { visitDate: '2026-03-06', status: 'confirmed' });
});
afterAll(() => t.close());

describe('POST /api/notifications/read-all', () => {
  it('marks every item the bell shows read, for that patient only, idempotently', async () => {
    const before = await bell(alice);
    expect(before.unread_count).toBeGreaterThanOrEqual(3);
    // One already read stays read and is not counted twice.
    const first = before.items[0]!;
    await alice.client.post('/api/notifications/read', {
      notification_type: 'visit',
      notification_id: first.id,
    });

    const response = await alice.client.post('/api/notifications/read-all');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await bell(alice);
    expect(after.unread_count).toBe(0);
    expect(after.items.every((item) => item.read)).toBe(true);
    expect(after.items).toHaveLength(before.items.length);

    expect((await alice.client.post('/api/notifications/read-all')).statusCode).toBe(204);
    expect((await bell(bob)).unread_count).toBe(1);
  });

  it('leaves items that appear later unread', async () => {
    await seedVisit(t.db, alice.userId, { visitDate: '2026-03-08', status: 'scheduled' });
    expect((await bell(alice)).unread_count).toBe(1);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(401);
  });
});
