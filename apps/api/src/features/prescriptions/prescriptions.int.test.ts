import type { MedicalRecord, PrescriptionPage } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { seedRecord } from '../../test/seed.js';
import { fixture, recordForm, send, VALID_FIELDS } from '../../test/uploads.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/prescriptions (docs/product.md#prescription-history, docs/product.md#data-calls)', () => {
  it('lists only records with medications, newest visit first, with their files', async () => {
    const patient = await signUpPatient(t.app);
    await seedRecord(t.db, patient.userId, { prescribedMedications: null, recordDate: '2026-02-01' });
    await seedRecord(t.db, patient.userId, { prescribedMedications: '', recordDate: '2026-02-02' });
    await seedRecord(t.db, patient.userId, { prescribedMedications: '   ', recordDate: '2026-02-03' });
    await seedRecord(t.db, patient.userId, {
      prescribedMedications: 'Cetirizine 10 mg',
      recordDate: '2026-01-05',
      primaryReason: 'Allergy',
    });
    const created = await send(
      patient.client,
      'POST',
      '/api/medical-records',
      recordForm(
        { ...VALID_FIELDS, prescribed_medications: 'Paracetamol 500 mg', record_date: '2026-02-10' },
        [{ name: 'rx.pdf', bytes: await fixture('prescription.pdf') }],
      ),
    );
    const withFile = created.json<MedicalRecord>();

    const response = await patient.client.get('/api/prescriptions');
    expect(response.statusCode).toBe(200);
    const page = response.json<PrescriptionPage>();
    expect(page).toMatchObject({ total: 2, page: 1, page_size: 20 });
    expect(
      page.items.map((r) => [r.record_date, r.prescribed_medications, r.prescription_files.length]),
    ).toEqual([
      ['2026-02-10', 'Paracetamol 500 mg', 1],
      ['2026-01-05', 'Cetirizine 10 mg', 0],
    ]);
    expect(page.items[0]!.prescription_files).toEqual(withFile.prescription_files);

    const second = await patient.client.get('/api/prescriptions?page=2&page_size=1');
    expect(second.json<PrescriptionPage>().items.map((r) => r.primary_reason)).toEqual(['Allergy']);
  });

  it("never shows another patient's prescriptions", async () => {
    const owner = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    await seedRecord(t.db, owner.userId, { prescribedMedications: 'Metformin 500 mg' });
    const response = await other.client.get('/api/prescriptions');
    expect(response.json<PrescriptionPage>()).toEqual({ items: [], total: 0, page: 1, page_size: 20 });
  });

  it('refuses a page size over 100', async () => {
    const patient = await signUpPatient(t.app);
    expect((await patient.client.get('/api/prescriptions?page_size=500')).statusCode).toBe(400);
  });
});
