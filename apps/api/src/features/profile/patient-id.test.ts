import { PATIENT_ID_PATTERN } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { generatePatientId } from './patient-id.js';

describe('generatePatientId', () => {
  it('is SEH- and 8 Crockford base32 characters', () => {
    for (let i = 0; i < 500; i++) expect(generatePatientId()).toMatch(PATIENT_ID_PATTERN);
  });

  it('never uses the ambiguous letters I, L, O or U', () => {
    const ids = Array.from({ length: 2000 }, generatePatientId).join('');
    expect(ids).not.toMatch(/[ILOU]/);
  });

  it('does not repeat across many draws', () => {
    const ids = new Set(Array.from({ length: 10_000 }, generatePatientId));
    expect(ids.size).toBe(10_000);
  });
});
