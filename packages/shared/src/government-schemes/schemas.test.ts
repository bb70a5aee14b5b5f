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
    expect(issueKeys({ scheme: 'pm_jay', card_number: 'PMJ12345678', beneficiary_id: '1234' })).toEqual([
      'beneficiary_id governmentSchemes.beneficiaryIdInvalid',
    ]);
    expect(issueKeys({ scheme: 'cghs', card_number: 'CG12AB' })).toEqual([
      'card_number governmentSchemes.cghsIdInvalid',
    ]);
    expect(issueKeys({ scheme: 'cghs', card_number: '' })).toContain(
      'card_number governmentSchemes.cardNumberRequired',
    );
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
