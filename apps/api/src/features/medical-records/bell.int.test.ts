import type { DashboardCounts, MedicalRecord, NotificationList } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { seedVisit } from '../../test/seed.js';
import { recordForm, send, VALID_FIELDS } from '../../test/uploads.js';

/** 00:30 IST on 5 March 2026 (4 March in UTC). */
const NOW = new Date('2026-03-04T19:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
});
afterAll(() => t.close());

describe('the bell and the dashboard with medical-history data (docs/product.md#screens-and-routes, docs/product.md#data-calls)', () => {
  it('tells about a follow-up in 3 days, a record created today and a visit in 2 days; never another patient’s', async () => {
    const patient = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    const created = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm({
        ...VALID_FIELDS,
        primary_reason: 'Migraine',
        follow_up_date: '2026-03-08',
        prescribed_medications: 'Sumatriptan 50 mg',
      }),
    );
    const record = created.json<MedicalRecord>();
    const visit = await seedVisit(t.db, patient.userId, {
      visitDate: '2026-03-07',
      hospitalName: 'City Care Clinic',
      doctorName: 'Dr. Mehta',
    });
    await send(
      other.client,
      'POST',
      '/api/medical-records',
      recordForm({ ...VALID_FIELDS, follow_up_date: '2026-03-06' }),
    );
    await seedVisit(t.db, other.userId, {
      visitDate: '2026-03-06',
      hospitalName: 'X',
      doctorName: 'Dr. X',
    });

    const bell = (await patient.client.get('/api/notifications')).json<NotificationList>();
    const seen = bell.items.map((item) => [item.type, item.id, item.read]);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['visit', visit.id, false],
        ['followup', record.id, false],
        ['medical_record', record.id, false],
      ]),
    );
    expect(bell.items).toHaveLength(3);
    expect(bell.unread_count).toBe(3);

    const read = await patient.client.post('/api/notifications/read', {
      notification_type: 'followup',
      notification_id: record.id,
    });
    expect(read.statusCode).toBeLessThan(300);
    const after = (await patient.client.get('/api/notifications')).json<NotificationList>();
    expect(after.unread_count).toBe(2);
    expect(after.items.find((item) => item.type === 'followup')?.read).toBe(true);

    const counts = (await patient.client.get('/api/dashboard')).json<DashboardCounts>();
    expect(counts).toMatchObject({ medical_records: 1, upcoming_visits: 2, active_prescriptions: 1 });
  });
});
