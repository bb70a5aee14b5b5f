import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './indian-states.js';
import { STATE_NAMES, citiesOf, isCityOf, isStateName } from './states.js';

describe('INDIAN_STATES', () => {
  it('holds the 28 states and 8 union territories, each named once', () => {
    expect(INDIAN_STATES.filter((s) => s.type === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.type === 'ut')).toHaveLength(8);
    expect(new Set(STATE_NAMES).size).toBe(36);
  });

  it('gives every state and UT a non-empty city list without duplicates or blanks', () => {
    for (const state of INDIAN_STATES) {
      expect(state.cities.length, state.name).toBeGreaterThan(0);
      expect(new Set(state.cities).size, state.name).toBe(state.cities.length);
      for (const city of state.cities) expect(city.trim()).toBe(city);
    }
  });

  it('includes the small union territories', () => {
    expect(citiesOf('Ladakh')).toEqual(expect.arrayContaining(['Leh', 'Kargil']));
    expect(citiesOf('Lakshadweep')).toEqual(expect.arrayContaining(['Kavaratti', 'Agatti', 'Minicoy']));
  });
});

describe('citiesOf / isCityOf / isStateName', () => {
  it('returns the fixed list, or nothing for an unknown state', () => {
    expect(citiesOf('Karnataka')).toContain('Bengaluru');
    expect(citiesOf('Atlantis')).toEqual([]);
  });

  it('checks a city against its own state only', () => {
    expect(isCityOf('Tamil Nadu', 'Chennai')).toBe(true);
    expect(isCityOf('Kerala', 'Chennai')).toBe(false);
    expect(isStateName('Delhi')).toBe(true);
    expect(isStateName('delhi')).toBe(false);
  });
});
