import { createClaimFieldsSchema, DEFAULT_TIME_ZONE } from '@sehat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { signUpPatient } from '../../test/client.js';
import { fileClaim, listOwnClaims, type ClaimsContext } from './claims.service.js';

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

describe('fileClaim: a fresh claim number for every claim', () => {
  it('retries with a new number when one clashes, inside one transaction', async () => {
    const patient = await signUpPatient(t.app);
    const numbers = ['CLM-20260214-0002', 'CLM-20260214-0002', 'CLM-20260214-0003'];
    const ctx: ClaimsContext = {
      db: t.db,
      fileSecret: 'unused',
      now: () => new Date(),
      nextClaimId: () => numbers.shift() ?? 'CLM-20260214-9999',
    };
    const file = (tx: typeof t.db) =>
      fileClaim(tx, ctx, patient.userId, FIELDS, undefined, DEFAULT_TIME_ZONE);
    expect((await t.db.transaction(file)).claim_id).toBe('CLM-20260214-0002');
    // The clash is caught in a savepoint, so the surrounding transaction still commits.
    expect((await t.db.transaction(file)).claim_id).toBe('CLM-20260214-0003');
    expect((await listOwnClaims(ctx, patient.userId, { page: 1, page_size: 20 })).total).toBe(2);
  });

  it('gives up after eight clashes', async () => {
    const patient = await signUpPatient(t.app);
    const ctx: ClaimsContext = {
      db: t.db,
      fileSecret: 'unused',
      now: () => new Date(),
      nextClaimId: () => 'CLM-20260214-0042',
    };
    await t.db.transaction((tx) => fileClaim(tx, ctx, patient.userId, FIELDS, undefined, DEFAULT_TIME_ZONE));
    await expect(
      t.db.transaction((tx) => fileClaim(tx, ctx, patient.userId, FIELDS, undefined, DEFAULT_TIME_ZONE)),
    ).rejects.toThrow();
    expect((await listOwnClaims(ctx, patient.userId, { page: 1, page_size: 20 })).total).toBe(1);
  });
});
