import metadata from 'libphonenumber-js/metadata.min.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { INDIA_PHONE_METADATA } from './india-phone-metadata.js';
import { normalizeIndianMobile } from './rules.js';

describe('INDIA_PHONE_METADATA', () => {
  it('is the installed libphonenumber-js metadata for +91 (rerun npm run phone-metadata -w @sehat/shared after an upgrade)', () => {
    expect(INDIA_PHONE_METADATA).toEqual({
      version: metadata.version,
      country_calling_codes: { 91: ['IN'] },
      countries: { IN: metadata.countries.IN },
      nonGeographic: {},
    });
  });

  it('parses Indian mobiles and refuses numbers of other countries', () => {
    expect(normalizeIndianMobile('+91 98765-43210')).toBe('+919876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('+919876543210');
    expect(normalizeIndianMobile('+44 7700 900123')).toBeNull();
    expect(normalizeIndianMobile('+1 415 555 0100')).toBeNull();
  });
});
