import { describe, expect, it } from 'vitest';
import { emergencyContactInputSchema } from './schemas.js';
import { formatIndianMobile, normalizeIndianMobile } from './rules.js';

describe('normalizeIndianMobile (+91 and 10 digits starting 6–9)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['6000000001', '+916000000001'],
  ])('accepts %s', (text, e164) => {
    expect(normalizeIndianMobile(text)).toBe(e164);
  });

  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['starting with 5', '5876543210'],
    ['a landline', '+91 11 2345 6789'],
    ['another country', '+1 415 555 2671'],
    ['letters', 'call me'],
  ])('refuses %s', (_label, text) => {
    expect(normalizeIndianMobile(text)).toBeNull();
  });

  it('formats for display', () => {
    expect(formatIndianMobile('+919876543210')).toBe('+91 98765 43210');
  });
});

describe('emergencyContactInputSchema', () => {
  const valid = { name: ' Sunita Verma ', relationship: 'Mother', phone: '98765 43210' };

  it('trims, normalises the phone and leaves a blank e-mail null', () => {
    expect(emergencyContactInputSchema.parse({ ...valid, email: '' })).toEqual({
      name: 'Sunita Verma',
      relationship: 'Mother',
      phone: '+919876543210',
      email: null,
    });
  });

  it('explains each bad field', () => {
    const first = (input: object) => emergencyContactInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...valid, name: '  ' })).toBe('emergencyContacts.nameRequired');
    expect(first({ ...valid, relationship: '' })).toBe('emergencyContacts.relationshipRequired');
    expect(first({ ...valid, phone: '987654321' })).toBe('emergencyContacts.invalidPhone');
    expect(first({ ...valid, email: 'not-an-email' })).toBe('emergencyContacts.invalidEmail');
  });
});
