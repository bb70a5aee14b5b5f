import { describe, expect, it } from 'vitest';
import {
  claimFormToFieldsSchema,
  claimListQuerySchema,
  createClaimFieldsSchema,
  receiptQuerySchema,
} from './schemas.js';
import { OTHER_HOSPITAL_VALUE, claimFormToFields } from './rules.js';

const GOOD = {
  claim_type: 'hospitalization',
  state: 'Karnataka',
  city: 'Bengaluru',
  hospital_name: 'Sunrise Clinic',
  amount: '125000.50',
  claim_date: '2026-03-05',
};
const first = (input: unknown) => createClaimFieldsSchema.safeParse(input).error?.issues[0]?.message ?? null;

describe('POST /api/claims fields (docs/product.md#claim-form)', () => {
  it('parses the amount as a decimal and stores empty optional fields as null', () => {
    expect(
      createClaimFieldsSchema.parse({ ...GOOD, policy_number: '  ', diagnosis: '', unknown: 'x' }),
    ).toEqual({
      ...GOOD,
      amount: 125000.5,
      policy_number: null,
      diagnosis: null,
      treatment_details: null,
      description: null,
      policy_id: null,
    });
  });

  it('requires claim type, state, city, hospital, amount and date', () => {
    expect(first({ ...GOOD, claim_type: '' })).toBe('claims.claimTypeRequired');
    expect(first({ ...GOOD, claim_type: 'cosmetic' })).toBe('claims.claimTypeRequired');
    expect(first({ ...GOOD, state: '' })).toBe('claims.stateRequired');
    expect(first({ ...GOOD, city: ' ' })).toBe('claims.cityRequired');
    expect(first({ ...GOOD, hospital_name: '' })).toBe('claims.hospitalRequired');
    expect(first({ ...GOOD, amount: '' })).toBe('claims.amountRequired');
    expect(first({ ...GOOD, claim_date: '' })).toBe('claims.claimDateRequired');
  });

  it('refuses bad amounts: negative, non-numeric, exponent, too many decimals, zero, too large', () => {
    for (const amount of ['-5', 'abc', '1e20', '10.123', '0', '0.00', '10000000000', '1,000'])
      expect(first({ ...GOOD, amount }), amount).toBe('claims.invalidAmount');
    expect(createClaimFieldsSchema.parse({ ...GOOD, amount: '9999999999.99' }).amount).toBe(9_999_999_999.99);
    expect(createClaimFieldsSchema.parse({ ...GOOD, amount: '0.01' }).amount).toBe(0.01);
  });

  it('refuses impossible dates and places not in our lists', () => {
    expect(first({ ...GOOD, claim_date: '2026-13-01' })).toBe('claims.invalidClaimDate');
    expect(first({ ...GOOD, state: 'Atlantis' })).toBe('claims.unknownState');
    expect(first({ ...GOOD, city: 'Mumbai' })).toBe('claims.unknownCity');
  });
});

describe('add-claim form', () => {
  const form = {
    claim_type: 'surgery',
    state: 'Karnataka',
    city: 'Bengaluru',
    hospital_choice: 'Sunrise Clinic',
    hospital_other: '',
    amount: '100',
    claim_date: '2026-03-05',
    policy_number: '',
    diagnosis: '',
    treatment_details: '',
    description: '',
    policy_id: '',
  };

  it("uses the typed name when 'Other (Type below)' is chosen", () => {
    expect(
      claimFormToFields({ ...form, hospital_choice: OTHER_HOSPITAL_VALUE, hospital_other: 'City Care' })
        .hospital_name,
    ).toBe('City Care');
    expect(claimFormToFields(form).hospital_name).toBe('Sunrise Clinic');
  });

  it('maps a missing hospital onto the field the patient sees', () => {
    const other = claimFormToFieldsSchema.safeParse({ ...form, hospital_choice: OTHER_HOSPITAL_VALUE });
    expect(other.error?.issues[0]).toMatchObject({
      path: ['hospital_other'],
      message: 'claims.hospitalRequired',
    });
    const none = claimFormToFieldsSchema.safeParse({ ...form, hospital_choice: '' });
    expect(none.error?.issues[0]).toMatchObject({
      path: ['hospital_choice'],
      message: 'claims.hospitalRequired',
    });
  });
});

describe('query schemas', () => {
  it('pages default to 1 × 20 and refuse oversize pages', () => {
    expect(claimListQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
    expect(claimListQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
  });

  it('receipt links default to the receipt, opened inline', () => {
    expect(receiptQuerySchema.parse({})).toEqual({ kind: 'receipt', disposition: 'inline' });
    expect(receiptQuerySchema.safeParse({ kind: 'other' }).success).toBe(false);
  });
});
