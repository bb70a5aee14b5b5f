import { CLAIM_ID_PATTERN } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { makeClaimId } from './claim-id.js';

describe('makeClaimId (docs/decisions/006-claim-id-format.md)', () => {
  it('uses the filing day in Asia/Kolkata and four digits', () => {
    // 19:00 UTC on 4 March is 00:30 IST on 5 March.
    const id = makeClaimId(new Date('2026-03-04T19:00:00Z'), () => 0.0042);
    expect(id).toBe('CLM-20260305-0042');
    expect(id).toMatch(CLAIM_ID_PATTERN);
  });

  it('pads and bounds the random part', () => {
    expect(makeClaimId(new Date('2026-03-05T06:00:00Z'), () => 0)).toBe('CLM-20260305-0000');
    expect(makeClaimId(new Date('2026-03-05T06:00:00Z'), () => 0.99999)).toBe('CLM-20260305-9999');
  });
});
