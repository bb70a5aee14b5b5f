import type { Claim } from '@sehat/shared';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insuranceClaims } from '../../db/schema/index.js';
import { buildTestApp, TEST_BASE_URL, type TestApp } from '../../test/app.js';
import { signUpPatient, type TestPatient } from '../../test/client.js';
import { fixture } from '../../test/uploads.js';

/** 10:00 IST on 2026-03-05. */
const clock = new Date('2026-03-05T04:30:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());

const FIELDS = {
  claim_type: 'pharmacy',
  state: 'Kerala',
  city: 'Kochi',
  hospital_name: 'Aster Medcity',
  amount: '2450',
  claim_date: '2026-03-01',
};

function call(patient: TestPatient, method: 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: patient.client.ip,
    headers: { origin: TEST_BASE_URL, cookie: patient.client.cookieHeader },
  });
}

async function fileClaim(patient: TestPatient, fields: Record<string, string> = FIELDS): Promise<Claim> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('receipt', new Blob([new Uint8Array(await fixture('prescription.pdf'))]), 'bill.pdf');
  const response = await patient.client.post('/api/claims', form);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Claim>();
}

const receiptsOnDisk = (userId: string) =>
  readdir(path.join(t.dataDir, 'files', 'claim-receipts', userId)).catch(() => []);

describe('edit and delete a pending claim (docs/product.md#screens-added-since-the-first-version)', () => {
  it('edits the fields of a pending claim and keeps its receipt', async () => {
    const patient = await signUpPatient(t.app);
    const claim = await fileClaim(patient);
    const response = await call(patient, 'PUT', `/api/claims/${claim.id}`, { ...FIELDS, amount: '2600.50' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Claim>()).toMatchObject({
      claim_id: claim.claim_id,
      amount: 2600.5,
      has_receipt: true,
    });
  });

  it('refuses a claim date in the future, on filing and on editing', async () => {
    const patient = await signUpPatient(t.app);
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...FIELDS, claim_date: '2026-03-06' }))
      form.append(key, value);
    const filed = await patient.client.post('/api/claims', form);
    expect(filed.statusCode).toBe(400);
    expect(filed.json()).toEqual({
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The claim date cannot be in the future.',
        key: 'claims.futureClaimDate',
      },
    });
    const claim = await fileClaim(patient);
    const edited = await call(patient, 'PUT', `/api/claims/${claim.id}`, {
      ...FIELDS,
      claim_date: '2026-03-06',
    });
    expect(edited.statusCode).toBe(400);
  });

  it('deletes a pending claim with its receipt; an approved one is 409', async () => {
    const patient = await signUpPatient(t.app);
    const claim = await fileClaim(patient);
    expect(await receiptsOnDisk(patient.userId)).toHaveLength(1);
    expect((await call(patient, 'DELETE', `/api/claims/${claim.id}`)).statusCode).toBe(204);
    expect((await patient.client.get(`/api/claims/${claim.id}`)).statusCode).toBe(404);
    expect(await receiptsOnDisk(patient.userId)).toEqual([]);

    const approved = await fileClaim(patient);
    await t.db.update(insuranceClaims).set({ status: 'approved' }).where(eq(insuranceClaims.id, approved.id));
    const refused = await call(patient, 'DELETE', `/api/claims/${approved.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'CLAIM_NOT_PENDING',
        message: 'Only a pending claim can be changed.',
        key: 'claims.notPending',
      },
    });
    expect((await call(patient, 'PUT', `/api/claims/${approved.id}`, FIELDS)).statusCode).toBe(409);
  });

  it("answers 404 to another patient's claim on edit and delete, changing nothing", async () => {
    const owner = await signUpPatient(t.app);
    const claim = await fileClaim(owner);
    const intruder = await signUpPatient(t.app);
    expect(
      (await call(intruder, 'PUT', `/api/claims/${claim.id}`, { ...FIELDS, amount: '1' })).statusCode,
    ).toBe(404);
    expect((await call(intruder, 'DELETE', `/api/claims/${claim.id}`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/claims/${claim.id}`)).json()).toEqual(claim);
    expect(await receiptsOnDisk(owner.userId)).toHaveLength(1);
  });
});
