import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createClaimFieldsSchema } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.js';
import { createStorage, fileUrlSecret } from '../../storage/index.js';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { fileClaim, listOwnClaims, type ClaimsDeps } from './claims.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FIELDS = createClaimFieldsSchema.parse({
  claim_type: 'pharmacy',
  state: 'Kerala',
  city: 'Kochi',
  hospital_name: 'Aster Medcity',
  amount: '2450',
  claim_date: '2026-02-14',
});

describe('fileClaim: the receipt and the row land together (ARCHITECTURE.md decision 3)', () => {
  it('deletes the written receipt when the row cannot be committed', async () => {
    const patient = await signUpPatient(t.app);
    const storage = createStorage({ DATA_DIR: t.dataDir });
    // Every attempt gets the same claim number, so the second claim always clashes.
    const deps: ClaimsDeps = {
      db: t.db,
      storage,
      fileSecret: fileUrlSecret('test-secret-of-at-least-32-characters!'),
      now: () => new Date(),
      nextClaimId: () => 'CLM-20260214-0001',
    };
    const pdf = await readFile(path.join(REPO_ROOT, 'e2e/fixtures/files/prescription.pdf'));

    const first = await fileClaim(deps, patient.userId, FIELDS, pdf);
    expect(first.claim_id).toBe('CLM-20260214-0001');
    const afterFirst = await storage.list('claim-receipts', `${patient.userId}/`);
    expect(afterFirst).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await expect(fileClaim(deps, patient.userId, FIELDS, pdf)).rejects.toThrow();

    // Only the first claim's file is left; the failed claim wrote no row.
    expect((await storage.list('claim-receipts', `${patient.userId}/`)).map((o) => o.key)).toEqual(
      afterFirst.map((o) => o.key),
    );
    expect((await listOwnClaims(deps, patient.userId, { page: 1, page_size: 20 })).total).toBe(1);
  });

  it('retries with a new number when one clashes', async () => {
    const patient = await signUpPatient(t.app);
    const numbers = ['CLM-20260214-0002', 'CLM-20260214-0002', 'CLM-20260214-0003'];
    const deps: ClaimsDeps = {
      db: t.db,
      storage: createStorage({ DATA_DIR: t.dataDir }),
      fileSecret: 'unused',
      now: () => new Date(),
      nextClaimId: () => numbers.shift() ?? 'CLM-20260214-9999',
    };
    expect((await fileClaim(deps, patient.userId, FIELDS, null)).claim_id).toBe('CLM-20260214-0002');
    expect((await fileClaim(deps, patient.userId, FIELDS, null)).claim_id).toBe('CLM-20260214-0003');
  });
});
