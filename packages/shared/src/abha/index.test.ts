import { describe, expect, it } from 'vitest';
import { formatAbhaNumber, normalizeAbhaAddress, normalizeAbhaNumber } from './index.js';
import { updateAbhaRequestSchema } from './schemas.js';

describe('ABHA number (14 digits, shown XX-XXXX-XXXX-XXXX)', () => {
  it.each([
    ['91234567890123', '91234567890123'],
    ['91-2345-6789-0123', '91234567890123'],
    [' 9123 4567 8901 23 ', '91234567890123'],
  ])('accepts %s', (text, digits) => {
    expect(normalizeAbhaNumber(text)).toBe(digits);
  });

  it.each([
    ['13 digits', '9123456789012'],
    ['15 digits', '912345678901234'],
    ['letters', '91-2345-6789-012A'],
    ['empty', ''],
  ])('refuses %s', (_label, text) => {
    expect(normalizeAbhaNumber(text)).toBeNull();
  });

  it('formats for display', () => {
    expect(formatAbhaNumber('91234567890123')).toBe('91-2345-6789-0123');
  });
});

describe('ABHA address (name@abdm or name@sbx)', () => {
  it.each([
    ['asha.verma@abdm', 'asha.verma@abdm'],
    ['Asha_Verma88@ABDM', 'asha_verma88@abdm'],
    ['asha.v_1988@sbx', 'asha.v_1988@sbx'],
    ['12345678@abdm', '12345678@abdm'],
    ['abcdefghijklmnopqr@abdm', 'abcdefghijklmnopqr@abdm'],
  ])('accepts %s', (text, address) => {
    expect(normalizeAbhaAddress(text)).toBe(address);
  });

  it.each([
    ['7 characters', 'ashavrm@abdm'],
    ['19 characters', 'abcdefghijklmnopqrs@abdm'],
    ['another suffix', 'asha.verma@gmail'],
    ['no @', 'ashaverma'],
    ['a leading dot', '.ashaverma@abdm'],
    ['a trailing underscore', 'ashaverma_@abdm'],
    ['two dots', 'asha.v.erma@abdm'],
    ['a hyphen', 'asha-verma@abdm'],
    ['a space', 'asha verma@abdm'],
  ])('refuses %s', (_label, text) => {
    expect(normalizeAbhaAddress(text)).toBeNull();
  });
});

describe('PUT /api/abha body', () => {
  const first = (input: unknown) => updateAbhaRequestSchema.safeParse(input).error?.issues[0]?.message;

  it('normalises both fields and clears blanks', () => {
    expect(
      updateAbhaRequestSchema.parse({ abha_number: '91-2345-6789-0123', abha_address: 'Asha.Verma@abdm' }),
    ).toEqual({ abha_number: '91234567890123', abha_address: 'asha.verma@abdm' });
    expect(updateAbhaRequestSchema.parse({ abha_number: '', abha_address: null })).toEqual({
      abha_number: null,
      abha_address: null,
    });
  });

  it('explains each bad field', () => {
    expect(first({ abha_number: '9123456789012' })).toBe('abha.invalidNumber');
    expect(first({ abha_address: 'asha@abdm' })).toBe('abha.invalidAddress');
    expect(first({ abha_number: 91234567890123 })).toBe('abha.invalidNumber');
    expect(first({})).toBe('abha.nothingToUpdate');
  });
});
