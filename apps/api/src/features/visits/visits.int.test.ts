import type { UpcomingList } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { seedRecord } from '../../test/seed.js';
import { createVisit } from './visits.repository.js';

/** 00:30 IST on 5 March 2026 — still 4 March in UTC: "today" must be the 5th. */
const NOW = new Date('2026-03-04T19:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const visit = (visitDate: string, extra: Partial<Parameters<typeof createVisit>[2]> = {}) => ({
  visitDate,
  hospitalName: 'City Care Clinic',
  doctorName: 'Dr. Mehta',
  notes: 'Knee pain',
  ...extra,
});

describe('GET /api/upcoming-visits (docs/product.md#upcoming-visits, docs/product.md#data-calls)', () => {
  it("returns visits (scheduled or confirmed) and follow-ups from today to one month ahead in the patient's time zone", async () => {
    const patient = await signUpPatient(t.app);
    const id = patient.userId;
    const today = await createVisit(
      t.db,
      id,
      visit('2026-03-05', { visitTime: '17:30:00', status: 'confirmed' }),
    );
    const lastDay = await createVisit(t.db, id, visit('2026-04-05'));
    await createVisit(t.db, id, visit('2026-04-06'));
    await createVisit(t.db, id, visit('2026-03-04'));
    await createVisit(t.db, id, visit('2026-03-10', { status: 'cancelled' }));
    await createVisit(t.db, id, visit('2026-03-10', { status: 'completed' }));
    const followUp = await seedRecord(t.db, id, {
      followUpDate: '2026-03-08',
      primaryReason: 'Asthma review',
    });
    await seedRecord(t.db, id, { followUpDate: '2026-04-06' });
    await seedRecord(t.db, id, { followUpDate: '2026-03-04' });

    const response = await patient.client.get('/api/upcoming-visits');
    expect(response.statusCode).toBe(200);
    const list = response.json<UpcomingList>();
    expect(list.from).toBe('2026-03-05');
    expect(list.to).toBe('2026-04-05');
    expect(list.items).toEqual([
      {
        kind: 'visit',
        id: today.id,
        date: '2026-03-05',
        time: '17:30:00',
        status: 'confirmed',
        hospital_name: 'City Care Clinic',
        doctor_name: 'Dr. Mehta',
        title: 'Consultation',
        details: 'Knee pain',
        treatment_plan: null,
      },
      {
        kind: 'followup',
        id: followUp.id,
        date: '2026-03-08',
        time: null,
        status: 'scheduled',
        hospital_name: 'Apollo Hospital',
        doctor_name: 'Dr. Iyer',
        title: 'Asthma review',
        details: 'Viral infection',
        treatment_plan: 'Rest and fluids',
      },
      expect.objectContaining({
        kind: 'visit',
        id: lastDay.id,
        date: '2026-04-05',
        time: null,
        status: 'scheduled',
      }),
    ]);
  });

  it("never shows another patient's visits or follow-ups", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    await createVisit(t.db, owner.userId, visit('2026-03-06'));
    await seedRecord(t.db, owner.userId, { followUpDate: '2026-03-07' });
    const response = await other.client.get('/api/upcoming-visits');
    expect(response.json<UpcomingList>().items).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/upcoming-visits' })).statusCode).toBe(401);
  });
});
