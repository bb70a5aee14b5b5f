import type {
  Claim,
  FhirImportPreview,
  FhirImportResult,
  InsurancePolicy,
  LabReport,
  MedicalRecord,
  SchemeCard,
} from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceClaims } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { callAs } from '../../test/caregivers.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { archiveForm, fixture, recordForm, VALID_FIELDS } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const NOW = new Date('2026-03-05T04:30:00.000Z');
const POLICY = {
  insurer: 'star-health',
  policy_number: 'P/161117/01/2026/004512',
  plan_name: 'Family Health Optima',
  policy_type: 'individual',
  sum_insured: '500000',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  // A TPA not on the list, by its name, and its helpline (Sehat's policy-tpa extensions).
  tpa: 'other',
  tpa_other: 'Kerala Health TPA',
  tpa_helpline: '0484-2345678',
};
const CARD = { scheme: 'pm_jay', card_number: 'PMJ4K72X9Q1' };
const CLAIM = {
  claim_type: 'hospitalization',
  state: 'Karnataka',
  city: 'Bengaluru',
  hospital_name: 'Sunrise Multispeciality Clinic',
  amount: '125000.50',
  claim_date: '2026-03-01',
};
const EXPECTED = {
  medical_records: 1,
  lab_reports: 1,
  lab_results: 1,
  insurance_policies: 1,
  scheme_cards: 1,
  claims: 1,
  documents: 6,
};

let t: TestApp;
let meera: TestPatient;
let archive: Buffer;
let pdf: Buffer;
let jpg: Buffer;
let png: Buffer;

const countsOf = (list: { kind: string; count: number }[]) =>
  Object.fromEntries(list.map(({ kind, count }) => [kind, count]));
const created = async <T>(response: { statusCode: number; body: string; json: <J>() => J }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

beforeAll(async () => {
  t = await buildTestApp({ now: () => NOW });
  pdf = await fixture('prescription.pdf');
  jpg = await fixture('prescription.jpg');
  png = await fixture('prescription.png');
  meera = await signUpPatient(t.app, { name: 'Meera Nair' });
  await created(
    await meera.client.post(
      '/api/medical-records',
      recordForm(VALID_FIELDS, [{ name: 'rx-scan.pdf', bytes: pdf }]),
    ),
  );
  const lab = new FormData();
  lab.append('lab_name', 'Dr. Lal PathLabs');
  lab.append('report_date', '2026-03-02');
  lab.append('results', JSON.stringify([{ test_code: 'hba1c', value: '6.9' }]));
  lab.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'report.png');
  await created(await meera.client.post('/api/lab-reports', lab));
  const policy = await created<InsurancePolicy>(
    await meera.client.post(
      '/api/insurance-policies',
      recordForm(POLICY, [{ name: 'e-card.jpg', bytes: jpg, field: 'e_card' }]),
    ),
  );
  await created(
    await meera.client.post(
      '/api/government-schemes',
      recordForm(CARD, [{ name: 'ayushman.png', bytes: png, field: 'card_file' }]),
    ),
  );
  const claim = await created<Claim>(
    await meera.client.post(
      '/api/claims',
      recordForm({ ...CLAIM, policy_id: policy.id }, [{ name: 'bill.pdf', bytes: pdf, field: 'receipt' }]),
    ),
  );
  // No form gives an approved receipt (the insurer's answer is entered for the patient): a stored receipt
  // of a second claim becomes this claim's approved receipt, and that claim goes.
  const carrier = await created<Claim>(
    await meera.client.post(
      '/api/claims',
      recordForm(CLAIM, [{ name: 'approved.jpg', bytes: jpg, field: 'receipt' }]),
    ),
  );
  const [carried] = await t.db
    .delete(insuranceClaims)
    .where(eq(insuranceClaims.id, carrier.id))
    .returning({ receiptFile: insuranceClaims.receiptFile });
  await t.db
    .update(insuranceClaims)
    .set({ approvedReceiptFile: carried!.receiptFile })
    .where(eq(insuranceClaims.id, claim.id));
  const download = await meera.client.get('/api/export/archive.zip');
  expect(download.statusCode, download.body).toBe(200);
  archive = download.rawPayload;
});

afterAll(() => t.close());

describe("importing Sehat's export ZIP with its files (docs/decisions/058-importing-fhir.md#the-export-zip)", () => {
  it("brings every record back into another account's family member with the same file bytes; a second import adds nothing", async () => {
    const ravi = await signUpPatient(t.app, { name: 'Ravi Kumar' });
    const member = await callAs(t, ravi, 'POST', '/api/family', {
      payload: { name: 'Lata Kumar', relationship: 'mother', birth_date: '1956-04-12', sex: 'female' },
    });
    const memberId = (await created<{ id: string }>(member)).id;
    const send = (url: string) =>
      callAs(t, ravi, 'POST', url, {
        payload: archiveForm(archive),
        actingFor: memberId,
      });
    const get = async (url: string) => {
      const response = await callAs(t, ravi, 'GET', url, { actingFor: memberId });
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const list = async <T>(url: string) => (await get(url)).json<{ items: T[] }>().items;
    /** The bytes behind a signed link the API answers at `url`. */
    const bytesAt = async (url: string) =>
      (await get((await get(url)).json<{ url: string }>().url)).rawPayload;

    const seen = await send('/api/import/archive/preview');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(countsOf(seen.json<FhirImportPreview>().add)).toEqual(EXPECTED);
    expect(seen.json<FhirImportPreview>().documents).toEqual([
      { name: 'report.png', holder: 'lab_reports' },
      { name: 'e-card.jpg', holder: 'insurance_policies' },
      { name: 'ayushman.png', holder: 'scheme_cards' },
      { name: 'bill.pdf', holder: 'claims' },
      { name: 'approved.jpg', holder: 'claims' },
      { name: 'rx-scan.pdf', holder: 'medical_records' },
    ]);
    // The preview stores nothing.
    expect(await list('/api/medical-records')).toEqual([]);

    const done = await created<FhirImportResult>(
      await send('/api/import/archive?confirm_other_patient=true'),
    );
    expect(countsOf(done.added)).toEqual(EXPECTED);

    const checkFiles = async () => {
      const [listed] = await list<{ id: string }>('/api/medical-records');
      const record = (await get(`/api/medical-records/${listed!.id}`)).json<MedicalRecord>();
      expect(record).toMatchObject({ hospital_name: VALID_FIELDS.hospital_name, record_date: '2026-03-01' });
      expect(record.prescription_files).toHaveLength(1);
      const rx = record.prescription_files[0]!.name;
      expect(await bytesAt(`/api/medical-records/${record.id}/files/${rx}/url`)).toEqual(pdf);

      const [item] = await list<{ id: string }>('/api/lab-reports');
      const report = (await get(`/api/lab-reports/${item!.id}`)).json<LabReport>();
      expect(report.files).toHaveLength(1);
      const file = report.files[0]!.name;
      expect(await bytesAt(`/api/lab-reports/${report.id}/files/${file}/url`)).toEqual(png);

      const [policy] = await list<InsurancePolicy>('/api/insurance-policies');
      expect(policy).toMatchObject({
        policy_number: POLICY.policy_number,
        tpa: 'other',
        tpa_other: POLICY.tpa_other,
        tpa_name: POLICY.tpa_other,
        tpa_helpline: POLICY.tpa_helpline,
        has_e_card: true,
      });
      expect(await bytesAt(`/api/insurance-policies/${policy!.id}/e-card`)).toEqual(jpg);

      const [card] = await list<SchemeCard>('/api/government-schemes');
      expect(card).toMatchObject({ card_number: CARD.card_number, has_card_file: true });
      expect(await bytesAt(`/api/government-schemes/${card!.id}/card-file`)).toEqual(png);

      const claims = await list<Claim>('/api/claims');
      expect(claims).toMatchObject([
        { hospital_name: CLAIM.hospital_name, has_receipt: true, has_approved_receipt: true },
      ]);
      expect(claims[0]!.policy_id).toBe(policy!.id);
      expect(await bytesAt(`/api/claims/${claims[0]!.id}/receipt?kind=receipt`)).toEqual(pdf);
      expect(await bytesAt(`/api/claims/${claims[0]!.id}/receipt?kind=approved`)).toEqual(jpg);
    };
    await checkFiles();

    const again = await created<FhirImportResult>(
      await send('/api/import/archive?confirm_other_patient=true'),
    );
    expect(again.added).toEqual([]);
    await checkFiles();
  });
});
