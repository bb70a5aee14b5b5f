import { describe, expect, it } from 'vitest';
import { matchAddress, matchCity, matchState, normalizePlaceName } from './address-match.js';

describe('matchState', () => {
  it('is case-, diacritic- and alias-insensitive', () => {
    expect(matchState('karnataka')).toBe('Karnataka');
    expect(matchState('Tamil Nādu')).toBe('Tamil Nadu');
    expect(matchState('National Capital Territory of Delhi')).toBe('Delhi');
    expect(matchState('Jammu & Kashmir')).toBe('Jammu and Kashmir');
    expect(matchState('Orissa')).toBe('Odisha');
    expect(matchState('Bavaria')).toBeNull();
    expect(matchState(undefined)).toBeNull();
  });
});

describe('matchCity', () => {
  it('finds the city within the state, by alternate name and without suffixes', () => {
    expect(matchCity('Karnataka', 'Bangalore')).toBe('Bengaluru');
    expect(matchCity('Haryana', 'Gurgaon')).toBe('Gurugram');
    expect(matchCity('Maharashtra', 'Pune City')).toBe('Pune');
    expect(matchCity('Ladakh', 'LEH')).toBe('Leh');
    expect(matchCity('Kerala', 'Chennai')).toBeNull();
  });
  it('normalises names', () => {
    expect(normalizePlaceName('  Vasai-Virar ')).toBe('vasai virar');
  });
});

describe('matchAddress', () => {
  it('reads state from state/state_district/region and city from city…county', () => {
    expect(matchAddress({ state: 'Karnataka', city: 'Bengaluru', county: 'Bangalore North' })).toEqual({
      state: 'Karnataka',
      city: 'Bengaluru',
      address_state: 'Karnataka',
      address_city: 'Bengaluru',
    });
    expect(matchAddress({ region: 'Ladakh', village: 'Unknownpur', county: 'Leh' })).toMatchObject({
      state: 'Ladakh',
      city: 'Leh',
    });
    expect(matchAddress({ state_district: 'Delhi', suburb: 'Dwarka' })).toMatchObject({
      state: 'Delhi',
      city: 'Dwarka',
    });
  });

  it('reports what the address carried when nothing matches', () => {
    expect(matchAddress({ state: 'Bavaria', city: 'Munich' })).toEqual({
      state: null,
      city: null,
      address_state: 'Bavaria',
      address_city: 'Munich',
    });
    expect(matchAddress({ state: 'Kerala', town: 'Nowhere' })).toMatchObject({ state: 'Kerala', city: null });
    expect(matchAddress({})).toEqual({ state: null, city: null, address_state: null, address_city: null });
    expect(matchAddress(undefined).state).toBeNull();
  });
});
