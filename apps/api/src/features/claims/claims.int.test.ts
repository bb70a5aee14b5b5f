import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CLAIM_ID_PATTERN,
  CLAIM_MESSAGES as M,
  claimListSchema,
  claimSchema,
  type Claim,
} from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { createStorage } from '../../storage/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';

const fixture = (name: string) => readFile(path.join(REPO_ROOT, 'e2e/fixtures/files', name));

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FIELDS = {
  claim_type: 'hospitalization',
  state: 'Karnataka',
  city: 'Bengaluru',
  hospital_name: 'Sunrise Multispeciality Clinic',
  amount: '125000.50',
  claim_date: '2026-03-05',
};

function claimForm(fields: Record<string, string>, receipt?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (receipt)
    form.append(
      'receipt',
      new Blob([receipt.bytes], { type: receipt.type ?? 'application/pdf' }),
      receipt.name,
    );
  return form;
}

async function fileClaimAs(
  patient: TestPatient,
  fields: Record<string, string> = FIELDS,
  receipt?: Parameters<typeof claimForm>[1],
) {
  const response = await patient.client.post('/api/claims', claimForm(fields, receipt));
  expect(response.statusCode, response.body).toBe(201);
  return claimSchema.parse(response.json());
}

async function storedReceipts(patient: TestPatient) {
  return (await createStorage({ DATA_DIR: t.dataDir }).list('claim-receipts', `${patient.userId}/`)).map(
    (o) => o.key,
  );
}

describe('POST /api/claims (docs/product.md#claim-form, docs/product.md#data-calls insert)', () => {
  it('files a pending claim with a receipt under the patient folder', async () => {
    const patient = await signUpPatient(t.app);
    const claim = await fileClaimAs(
      patient,
      {
        ...FIELDS,
        policy_number: 'POL-778',
        diagnosis: '',
        treatment_details: '  ',
        description: 'Two nights',
      },
      { bytes: await fixture('prescription.pdf'), name: 'bill.pdf' },
    );
    expect(claim).toMatchObject({
      claim_type: 'hospitalization',
      hospital_name: 'Sunrise Multispeciality Clinic',
      state: 'Karnataka',
      city: 'Bengaluru',
      amount: 125000.5,
      approved_amount: null,
      claim_date: '2026-03-05',
      policy_number: 'POL-778',
      diagnosis: null,
      treatment_details: null,
      description: 'Two nights',
      status: 'pending',
      has_receipt: true,
      has_approved_receipt: false,
    });
    expect(claim.claim_id).toMatch(CLAIM_ID_PATTERN);
    const keys = await storedReceipts(patient);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(new RegExp(`^${patient.userId}/\\d+-[0-9a-z]{12}\\.pdf$`));
  });

  it('files a claim without a receipt', async () => {
    const patient = await signUpPatient(t.app);
    const claim = await fileClaimAs(patient);
    expect(claim.has_receipt).toBe(false);
    expect((await patient.client.get(`/api/claims/${claim.id}/receipt`)).statusCode).toBe(404);
  });

  it('gives each claim of a patient its own number', async () => {
    const patient = await signUpPatient(t.app);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await fileClaimAs(patient)).claim_id);
    expect(ids.size).toBe(5);
  });

  it('refuses bad fields with a 400 and the message, saving neither row nor file', async () => {
    const patient = await signUpPatient(t.app);
    const pdf = await fixture('prescription.pdf');
    for (const [change, message] of [
      [{ amount: '-5' }, M.invalidAmount],
      [{ amount: 'abc' }, M.invalidAmount],
      [{ amount: '1e20' }, M.invalidAmount],
      [{ amount: '100000000000' }, M.invalidAmount],
      [{ amount: '10.999' }, M.invalidAmount],
      [{ amount: '0' }, M.invalidAmount],
      [{ amount: '' }, M.amountRequired],
      [{ claim_date: '2026-13-01' }, M.invalidClaimDate],
      [{ claim_date: '05/03/2026' }, M.invalidClaimDate],
      [{ claim_type: 'cosmetic' }, M.claimTypeRequired],
      [{ state: 'Atlantis' }, M.unknownState],
      [{ city: 'Mumbai' }, M.unknownCity],
      [{ hospital_name: '   ' }, M.hospitalRequired],
    ] as const) {
      const response = await patient.client.post(
        '/api/claims',
        claimForm({ ...FIELDS, ...change }, { bytes: pdf, name: 'bill.pdf' }),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(message);
    }
    const missing = await patient.client.post('/api/claims', claimForm({ claim_type: 'surgery' }));
    expect(missing.statusCode).toBe(400);
    expect((await patient.client.get('/api/claims')).json()).toMatchObject({ total: 0 });
    expect(await storedReceipts(patient)).toEqual([]);
  });

  it('refuses a 12 MB receipt with 413 and other file types with 415, saving nothing', async () => {
    const patient = await signUpPatient(t.app);
    const big = Buffer.concat([await fixture('prescription.pdf'), Buffer.alloc(12 * 1024 * 1024)]);
    const tooBig = await patient.client.post(
      '/api/claims',
      claimForm(FIELDS, { bytes: big, name: 'big.pdf' }),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
    for (const [bytes, name] of [
      [await fixture('prescription.docx'), 'bill.pdf'],
      [await fixture('program.pdf'), 'bill.pdf'],
      [await fixture('page-renamed.png'), 'bill.png'],
    ] as const) {
      const response = await patient.client.post('/api/claims', claimForm(FIELDS, { bytes, name }));
      expect(response.statusCode, name).toBe(415);
    }
    const json = await patient.client.post('/api/claims', FIELDS);
    expect(json.statusCode).toBe(415);
    expect((await patient.client.get('/api/claims')).json()).toMatchObject({ total: 0 });
    expect(await storedReceipts(patient)).toEqual([]);
  });
});

describe('GET /api/claims (docs/product.md#insurance-claims-list, docs/product.md#data-calls)', () => {
  it("lists only the patient's claims, newest claim date first, a page at a time", async () => {
    const patient = await signUpPatient(t.app);
    const other = await signUpPatient(t.app);
    for (const date of ['2026-01-10', '2026-03-01', '2025-12-31'])
      await fileClaimAs(patient, { ...FIELDS, claim_date: date });
    await fileClaimAs(other, { ...FIELDS, claim_date: '2026-06-01' });

    const all = claimListSchema.parse((await patient.client.get('/api/claims')).json());
    expect(all.total).toBe(3);
    expect(all.items.map((c) => c.claim_date)).toEqual(['2026-03-01', '2026-01-10', '2025-12-31']);

    const second = claimListSchema.parse((await patient.client.get('/api/claims?page=2&page_size=2')).json());
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.items.map((c) => c.claim_date)).toEqual(['2025-12-31']);

    expect((await patient.client.get('/api/claims?page_size=101')).statusCode).toBe(400);
    expect((await patient.client.get('/api/claims?page=0')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/claims',
      headers: { origin: TEST_BASE_URL },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/claims/:id and its receipt (docs/product.md#claim-detail, docs/product.md#data-calls signed URL)', () => {
  let owner: TestPatient;
  let stranger: TestPatient;
  let claim: Claim;
  let png: Buffer;
  beforeAll(async () => {
    owner = await signUpPatient(t.app);
    stranger = await signUpPatient(t.app);
    png = await fixture('prescription.png');
    claim = await fileClaimAs(owner, FIELDS, { bytes: png, name: 'bill.PNG', type: 'image/png' });
  });

  it('answers the claim to its owner and 404 to anyone else', async () => {
    const mine = await owner.client.get(`/api/claims/${claim.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(claim);
    const theirs = await stranger.client.get(`/api/claims/${claim.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({
      error: { code: 'NOT_FOUND', message: M.notFound, key: 'claims.notFound' },
    });
    expect((await owner.client.get('/api/claims/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await owner.client.get('/api/claims/not-a-uuid')).statusCode).toBe(400);
  });

  it('signs a download named receipt-{claim_id} with the real extension, valid 3600 s', async () => {
    const before = Date.now();
    const response = await owner.client.get(
      `/api/claims/${claim.id}/receipt?kind=receipt&disposition=attachment`,
    );
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json<{ url: string; expires_at: string }>();
    expect(Math.abs(new Date(expires_at).getTime() - before - 3600_000)).toBeLessThan(5_000);
    const file = await owner.client.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="receipt-${claim.claim_id}.png"`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);

    const inline = await owner.client.get(`/api/claims/${claim.id}/receipt`);
    const view = await owner.client.get(inline.json<{ url: string }>().url);
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('keeps another patient away from the receipt and its URL', async () => {
    expect((await stranger.client.get(`/api/claims/${claim.id}/receipt`)).statusCode).toBe(404);
    const { url } = (await owner.client.get(`/api/claims/${claim.id}/receipt`)).json<{ url: string }>();
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url, headers: { origin: TEST_BASE_URL } });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await owner.client.get(url.replace('disposition=inline', 'disposition=attachment'))).statusCode,
    ).toBe(403);
  });

  it('has no approved receipt yet (404), and refuses an unknown kind (400)', async () => {
    expect((await owner.client.get(`/api/claims/${claim.id}/receipt?kind=approved`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/claims/${claim.id}/receipt?kind=other`)).statusCode).toBe(400);
  });
});
