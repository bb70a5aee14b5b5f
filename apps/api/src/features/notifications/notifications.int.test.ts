import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReads } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { seedRecord, seedVisit } from '../../test/seed.js';

/** 00:30 IST on 5 March 2026 (still 4 March in UTC). Look-ahead 03-05 … 03-12; new records since 26 Feb 00:00 IST. */
const NOW = new Date('2026-03-04T19:00:00Z');

interface Item {
  id: string;
  type: string;
  title: string;
  description: string;
  date: string;
  read: boolean;
}

let t: TestApp;
let alice: TestPatient;
let bob: TestPatient;
const aliceVisitIds: string[] = [];
const aliceFollowUpIds: string[] = [];
const aliceRecentIds: string[] = [];
let bobVisitId = '';

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  alice = await signUpPatient(t.app);
  bob = await signUpPatient(t.app);
  const a = alice.userId;

  // Six upcoming visits in the week (5 shown, earliest first) plus ones that never show.
  for (const [day, status] of [
    ['2026-03-12', 'confirmed'],
    ['2026-03-05', 'scheduled'],
    ['2026-03-07', 'scheduled'],
    ['2026-03-06', 'confirmed'],
    ['2026-03-09', 'scheduled'],
    ['2026-03-11', 'scheduled'],
  ] as const) {
    const visit = await seedVisit(t.db, a, {
      visitDate: day,
      status,
      doctorName: `Dr. ${day}`,
      hospitalName: 'Fortis',
    });
    aliceVisitIds.push(visit.id);
  }
  await seedVisit(t.db, a, { visitDate: '2026-03-08', status: 'cancelled' });
  await seedVisit(t.db, a, { visitDate: '2026-03-13', status: 'scheduled' });
  await seedVisit(t.db, a, { visitDate: '2026-03-04', status: 'scheduled' });

  // Six follow-ups due in the week (5 shown) and one outside it; all created long ago.
  for (const day of ['2026-03-06', '2026-03-05', '2026-03-12', '2026-03-08', '2026-03-10', '2026-03-11']) {
    const record = await seedRecord(t.db, a, { followUpDate: day, primaryReason: `Check-up ${day}` });
    aliceFollowUpIds.push(record.id);
  }
  await seedRecord(t.db, a, { followUpDate: '2026-03-13' });

  // Records created in the last 7 days (3 newest shown) and ones just outside.
  for (const [iso, reason] of [
    ['2026-03-04T18:40:00Z', 'Migraine'], // 00:10 IST today
    ['2026-03-01T05:00:00Z', 'Back pain'],
    ['2026-02-25T18:30:00Z', 'Allergy'], // exactly 26 Feb 00:00 IST
    ['2026-02-27T09:00:00Z', 'Sprain'],
  ] as const) {
    const record = await seedRecord(t.db, a, { createdAt: new Date(iso), primaryReason: reason });
    aliceRecentIds.push(record.id);
  }
  await seedRecord(t.db, a, { createdAt: new Date('2026-02-25T18:29:59Z'), primaryReason: 'Too old' });
  await seedRecord(t.db, a, { createdAt: new Date('2026-03-04T19:00:01Z'), primaryReason: 'In the future' });

  bobVisitId = (await seedVisit(t.db, bob.userId, { visitDate: '2026-03-06', status: 'confirmed' })).id;
  await seedRecord(t.db, bob.userId, {
    followUpDate: '2026-03-06',
    createdAt: new Date('2026-03-03T10:00:00Z'),
  });
});
afterAll(() => t.close());

async function bell(patient: TestPatient) {
  const response = await patient.client.get('/api/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Item[]; unread_count: number }>();
}

describe('GET /api/notifications', () => {
  it('lists up to 5 visits, 5 follow-ups and 3 new records of the coming/past week', async () => {
    const { items, unread_count } = await bell(alice);

    const visits = items.filter((item) => item.type === 'visit');
    expect(visits.map((item) => item.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-09',
      '2026-03-11',
    ]);
    expect(visits[0]).toEqual({
      id: aliceVisitIds[1],
      type: 'visit',
      title: 'Upcoming visit',
      title_key: 'notifications.visitTitle',
      description: 'Dr. 2026-03-05 at Fortis',
      description_key: 'notifications.visitLine',
      description_values: { doctor: 'Dr. 2026-03-05', hospital: 'Fortis' },
      date: '2026-03-05',
      read: false,
    });

    const followUps = items.filter((item) => item.type === 'followup');
    expect(followUps.map((item) => item.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-08',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(followUps[0]).toMatchObject({
      title: 'Follow-up due',
      title_key: 'notifications.followupTitle',
      description: 'Check-up 2026-03-05',
    });
    expect(followUps[0]).not.toHaveProperty('description_key');

    const recent = items.filter((item) => item.type === 'medical_record');
    expect(recent.map((item) => item.description)).toEqual(['Migraine', 'Back pain', 'Sprain']);
    expect(recent[0]).toMatchObject({
      id: aliceRecentIds[0],
      title: 'New medical record added',
      date: '2026-03-04T18:40:00.000Z',
    });

    expect(items).toHaveLength(13);
    expect(unread_count).toBe(13);
  });

  it("never shows another patient's items", async () => {
    const { items } = await bell(alice);
    expect(items.map((item) => item.id)).not.toContain(bobVisitId);
    const bobs = await bell(bob);
    expect(bobs.items.map((item) => item.type)).toEqual(['visit', 'followup', 'medical_record']);
    expect(bobs.items.map((item) => item.id)).not.toEqual(expect.arrayContaining(aliceVisitIds));
  });
});

describe('POST /api/notifications/read', () => {
  it('marks one item read, idempotently, for that patient only', async () => {
    const visitId = aliceVisitIds[1]!;
    const mark = () =>
      alice.client.post('/api/notifications/read', { notification_type: 'visit', notification_id: visitId });

    const first = await mark();
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await mark()).statusCode).toBe(204);

    const { items, unread_count } = await bell(alice);
    expect(items.find((item) => item.id === visitId)?.read).toBe(true);
    expect(items.filter((item) => item.read)).toHaveLength(1);
    expect(unread_count).toBe(12);

    const rows = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.patientId, alice.userId));
    expect(rows).toHaveLength(1);

    // Bob marking Alice's item touches only Bob's reads.
    await bob.client.post('/api/notifications/read', {
      notification_type: 'followup',
      notification_id: aliceFollowUpIds[1]!,
    });
    expect((await bell(alice)).unread_count).toBe(12);
  });

  it('refuses an unknown type or an empty id', async () => {
    for (const body of [
      { notification_type: 'party', notification_id: 'x' },
      { notification_type: 'visit', notification_id: '' },
      { notification_type: 'visit' },
    ]) {
      const response = await alice.client.post('/api/notifications/read', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    }
  });
});
