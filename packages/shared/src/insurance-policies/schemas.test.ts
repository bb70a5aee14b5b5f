import { describe, expect, it } from 'vitest';
import { INSURERS, INSURER_CODES, TPAS, TPA_CODES, payerName } from './insurers.js';
import { policyFieldsSchema } from './schemas.js';

const GOOD = {
  insurer: 'star-health',
  policy_number: '  P/161117/01/2026/004512 ',
  policy_type: 'family_floater',
  sum_insured: '500000',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
};
const first = (input: object) => policyFieldsSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe('policy fields (docs/decisions/053-insurance-policies.md)', () => {
  it('trims the policy number, reads the sum insured in whole ₹ and stores empty optionals as null', () => {
    expect(policyFieldsSchema.parse({ ...GOOD, tpa: '', plan_name: ' ', insurer_helpline: '' })).toEqual({
      ...GOOD,
      policy_number: 'P/161117/01/2026/004512',
      sum_insured: 500000,
      insurer_other: null,
      tpa: null,
      tpa_other: null,
      plan_name: null,
      member_ids: [],
      insurer_helpline: null,
      tpa_helpline: null,
    });
  });

  it('bounds the sum insured: more than ₹0, at most ₹100 crore, whole rupees only', () => {
    expect(policyFieldsSchema.parse({ ...GOOD, sum_insured: '1' }).sum_insured).toBe(1);
    expect(policyFieldsSchema.parse({ ...GOOD, sum_insured: '1000000000' }).sum_insured).toBe(1_000_000_000);
    for (const sum of ['0', '1000000001', '100000000000', '-5', '5.50', '5,00,000', '1e9'])
      expect(first({ ...GOOD, sum_insured: sum }), sum).toBe('insurancePolicies.sumInsuredInvalid');
    expect(first({ ...GOOD, sum_insured: '' })).toBe('insurancePolicies.sumInsuredRequired');
  });

  it('bounds the policy number at 40 characters after trimming', () => {
    expect(
      policyFieldsSchema.parse({ ...GOOD, policy_number: ` ${'A'.repeat(40)} ` }).policy_number,
    ).toHaveLength(40);
    expect(first({ ...GOOD, policy_number: 'A'.repeat(41) })).toBe('insurancePolicies.policyNumberTooLong');
    expect(first({ ...GOOD, policy_number: 'A'.repeat(200) })).toBe('insurancePolicies.policyNumberTooLong');
    expect(first({ ...GOOD, policy_number: '   ' })).toBe('insurancePolicies.policyNumberRequired');
  });

  it('wants the end after the start, both real dates', () => {
    expect(first({ ...GOOD, end_date: '2026-04-01' })).toBe('insurancePolicies.endBeforeStart');
    expect(first({ ...GOOD, end_date: '2026-03-31' })).toBe('insurancePolicies.endBeforeStart');
    expect(first({ ...GOOD, end_date: '2027-02-29' })).toBe('insurancePolicies.endDateInvalid');
    expect(policyFieldsSchema.parse({ ...GOOD, end_date: '2026-04-02' }).end_date).toBe('2026-04-02');
  });

  it('takes an insurer or TPA from the lists, or Other with a typed name', () => {
    expect(first({ ...GOOD, insurer: 'acme' })).toBe('insurancePolicies.insurerRequired');
    expect(first({ ...GOOD, insurer: 'other' })).toBe('insurancePolicies.insurerOtherRequired');
    expect(
      policyFieldsSchema.parse({ ...GOOD, insurer: 'other', insurer_other: 'Kerala Co-op' }).insurer_other,
    ).toBe('Kerala Co-op');
    expect(first({ ...GOOD, tpa: 'acme-tpa' })).toBe('insurancePolicies.tpaInvalid');
    expect(first({ ...GOOD, tpa: 'other' })).toBe('insurancePolicies.tpaOtherRequired');
    expect(first({ ...GOOD, policy_type: 'travel' })).toBe('insurancePolicies.typeRequired');
  });

  it('reads covered members as distinct patient ids and refuses malformed ones', () => {
    expect(policyFieldsSchema.parse({ ...GOOD, member_ids: 'a1, b2,a1,' }).member_ids).toEqual(['a1', 'b2']);
    expect(first({ ...GOOD, member_ids: 'a1,../x' })).toBe('insurancePolicies.membersInvalid');
  });

  it('checks helplines as printed on a card', () => {
    for (const ok of ['1800-425-2255', '+91 80 4651 9000', '(044) 2828 8800'])
      expect(policyFieldsSchema.parse({ ...GOOD, insurer_helpline: ok }).insurer_helpline).toBe(ok);
    for (const bad of ['call us', '12', '1'.repeat(21)])
      expect(first({ ...GOOD, tpa_helpline: bad }), bad).toBe('insurancePolicies.helplineInvalid');
  });
});

describe('insurer and TPA lists', () => {
  it('offer Other first and name the stored choice', () => {
    expect(INSURER_CODES[0]).toBe('other');
    expect(TPA_CODES[0]).toBe('other');
    expect(Object.keys(INSURERS).length).toBeGreaterThan(25);
    expect(payerName(INSURERS, 'star-health', null)).toBe('Star Health and Allied Insurance Co. Ltd.');
    expect(payerName(TPAS, 'other', 'Local TPA')).toBe('Local TPA');
    expect(payerName(TPAS, null, null)).toBeNull();
  });
});
