import type { NotificationList } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';

/** 15:00 IST on 5 March 2026: the 08:00 dose is due, the 22:00 one is not. */
const NOW = new Date('2026-03-05T09:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe('medicines in the bell (docs/decisions/054-medicines.md)', () => {
  it("announces today's due dose until it is marked, and stock running out within 3 days", async () => {
    const patient = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const created = await patient.client.post('/api/medicines', {
      name: 'Metformin',
      schedule: { type: 'pattern', pattern: '1-0-1' },
      start_date: '2026-03-03',
      // Five tablets from today, two a day: the 5th and 6th are covered, the 7th is not.
      stock_count: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const medicineItems = async () =>
      (await patient.client.get('/api/notifications'))
        .json<NotificationList>()
        .items.filter((item) => item.type === 'dose_due' || item.type === 'refill_due');

    expect(await medicineItems()).toEqual([
      expect.objectContaining({
        type: 'dose_due',
        id: `${id}:${Date.parse('2026-03-05T02:30:00Z')}`,
        title_key: 'medicines.doseDueTitle',
        description: 'A dose of Metformin was due at 08:00.',
        description_values: { name: 'Metformin', time: '08:00' },
        date: '2026-03-05T02:30:00.000Z',
        read: false,
      }),
      expect.objectContaining({
        type: 'refill_due',
        id: `${id}:2026-03-07`,
        description: 'Metformin runs out on 2026-03-07.',
        date: '2026-03-07',
      }),
    ]);

    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/medicines/${id}/doses`,
      payload: { scheduled_at: '2026-03-05T08:00:00+05:30', status: 'taken' },
      remoteAddress: patient.client.ip,
      headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await medicineItems()).map((item) => item.type)).toEqual(['refill_due']);
    const others = (await other.client.get('/api/notifications')).json<NotificationList>();
    expect(others.items.filter((item) => item.type === 'dose_due' || item.type === 'refill_due')).toEqual([]);
  });
});
