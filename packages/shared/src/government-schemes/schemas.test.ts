import { describe, expect, it } from 'vitest';
import { schemeCardFieldsSchema } from './schemas.js';

const issueKeys = (input: Record<string, string>) => {
  const result = schemeCardFieldsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])} ${i.message}`);
};

describe('scheme card fields', () => {
  it('keeps a PM-JAY card’s numbers upper-cased without spaces or hyphens, and drops CGHS fields', () => {
    expect(
      schemeCardFieldsSchema.parse({
        scheme: 'pm_jay',
        card_number: 'pmj 1234-5678',
        family_id: 'hh/2231 09',
        beneficiary_id: '91-2345-6789-0123',
        city: 'Pune',
        valid_till: '',
      }),
    ).toEqual({
      scheme: 'pm_jay',
      state: null,
      card_number: 'PMJ12345678',
      family_id: 'HH/223109',
      beneficiary_id: '91234567890123',
      city: null,
      wellness_centre: null,
      valid_till: null,
    });
  });

  it('refuses numbers in the wrong format, naming the field', () => {
    expect(issueKeys({ scheme: 'pm_jay', card_number: 'AB1' })).toEqual([
      'card_number governmentSchemes.cardNumberInvalid',
    ]);
    expect(issueKeys({ scheme: 'pm_jay', card_number: 'PMJ#12345' })).toEqual([
      'card_number governmentSchemes.cardNumberInvalid',
    ]);
    expect(issueKeys({ scheme: 'echs', card_number: 'E'.repeat(31) })).toEqual([
      'card_number governmentSchemes.cardNumberInvalid',
    ]);
    expect(issueKeys({ scheme: 'pm_jay', card_number: 'PMJ12345678', beneficiary_id: '1234' })).toEqual([
      'beneficiary_id governmentSchemes.beneficiaryIdInvalid',
    ]);
    expect(
      issueKeys({ scheme: 'pm_jay', card_number: 'PMJ12345678', beneficiary_id: '91-2345-6789-012A' }),
    ).toEqual(['beneficiary_id governmentSchemes.beneficiaryIdInvalid']);
    expect(issueKeys({ scheme: 'cghs', card_number: 'CG1' })).toEqual([
      'card_number governmentSchemes.cghsIdInvalid',
    ]);
    expect(issueKeys({ scheme: 'cghs', card_number: '' })).toContain(
      'card_number governmentSchemes.cardNumberRequired',
    );
  });

  it('takes any card number of unpublished format that has 4 to 30 letters, digits and /: never a real card refused', () => {
    for (const [scheme, number] of [
      ['pm_jay', 'P8D4 RQY K5'],
      ['vay_vandana', 'PV1234'],
      ['cghs', '1234'],
      ['cghs', 'CGHS00123456'],
      ['echs', 'DL-0001-2345-6789'],
      ['state', '12345678901234567890123456'],
    ] as const) {
      expect(issueKeys({ scheme, state: 'Karnataka', card_number: number }), number).toEqual([]);
    }
    expect(
      issueKeys({ scheme: 'state', state: 'Karnataka', card_number: 'KA/ABC/12345', family_id: 'RJ1234/5' }),
    ).toEqual([]);
  });

  it('needs a state of the list for a state scheme card, and a real valid-till date', () => {
    expect(issueKeys({ scheme: 'state', card_number: 'MH1234567' })).toEqual([
      'state governmentSchemes.stateRequired',
    ]);
    expect(issueKeys({ scheme: 'state', state: 'Atlantis', card_number: 'MH1234567' })).toContain(
      'state governmentSchemes.stateRequired',
    );
    expect(
      issueKeys({
        scheme: 'state',
        state: 'Maharashtra',
        card_number: 'MH1234567',
        valid_till: '2027-02-30',
      }),
    ).toEqual(['valid_till governmentSchemes.validTillInvalid']);
  });
});
