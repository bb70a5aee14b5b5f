import { describe, expect, it } from 'vitest';
import { STATE_NAMES } from '../places/states.js';
import { schemesThatMayApply, type GuideAnswers } from './guide.js';
import { STATE_SCHEMES, stateSchemeOf } from './state-schemes.js';

const NOBODY: GuideAnswers = {
  age: 40,
  state: null,
  centralGovt: false,
  exServiceman: false,
  rationCard: 'no',
};
const codes = (answers: Partial<GuideAnswers>) =>
  schemesThatMayApply({ ...NOBODY, ...answers }).map((r) => r.scheme);

describe('the state and UT table (docs/decisions/056-government-schemes.md)', () => {
  it('has exactly one entry for every state and UT of the repository’s list, each with an https site', () => {
    expect(STATE_NAMES).toHaveLength(36);
    expect(Object.keys(STATE_SCHEMES).sort()).toEqual([...STATE_NAMES].sort());
    for (const name of STATE_NAMES) {
      const entry = stateSchemeOf(name);
      expect(entry?.name, name).toBeTruthy();
      expect(entry?.site, name).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
    }
  });

  it('names the schemes the product speaks of, and says where a state runs PM-JAY only', () => {
    expect(stateSchemeOf('Maharashtra')?.short).toBe('MJPJAY');
    expect(stateSchemeOf('Tamil Nadu')?.short).toBe('CMCHIS');
    expect(stateSchemeOf('Karnataka')?.short).toBe('AB-ArK');
    expect(stateSchemeOf('Kerala')?.short).toBe('KASP');
    expect(stateSchemeOf('Telangana')?.name).toBe('Rajiv Aarogyasri');
    expect(stateSchemeOf('Bihar')).toMatchObject({ pmJayOnly: false, short: 'Ayushman card (Bihar MJAY)' });
    expect(stateSchemeOf('Punjab')?.short).toBe('MMSY');
    expect(stateSchemeOf('West Bengal')?.name).toBe('Swasthya Sathi');
    expect(stateSchemeOf('Andhra Pradesh')?.name).toContain('NTR Vaidya Seva');
    expect(stateSchemeOf('Rajasthan')?.name).toContain('Chiranjeevi');
    expect(stateSchemeOf('Lakshadweep')).toMatchObject({ pmJayOnly: true, short: 'PM-JAY' });
    expect(stateSchemeOf('Atlantis')).toBeNull();
  });
});

describe('which schemes may apply', () => {
  it('lists a scheme of every state and UT, with its site and the date its rule was compiled', () => {
    for (const state of STATE_NAMES) {
      const results = schemesThatMayApply({ ...NOBODY, state });
      const own = results.find((r) => r.state === state);
      expect(own, state).toMatchObject({ scheme: 'state', site: STATE_SCHEMES[state].site });
      expect(own?.checked, state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(own?.reason, state).toBe(STATE_SCHEMES[state].pmJayOnly ? 'statePmJayOnly' : 'stateScheme');
    }
  });

  it('lists Ayushman Vay Vandana from 70, not at 69 nor when the age is not given', () => {
    expect(codes({ age: 70 })).toContain('vay_vandana');
    expect(codes({ age: 69 })).not.toContain('vay_vandana');
    expect(codes({ age: null })).not.toContain('vay_vandana');
  });

  it('lists PM-JAY with a ration card or when unsure, not without one', () => {
    expect(codes({ rationCard: 'yes' })).toEqual(['pm_jay']);
    expect(codes({ rationCard: 'unsure' })).toEqual(['pm_jay']);
    expect(codes({ rationCard: 'no' })).toEqual([]);
  });

  it('lists CGHS for central government staff and pensioners, ECHS for ex-servicemen', () => {
    expect(codes({ centralGovt: true })).toEqual(['cghs']);
    expect(codes({ exServiceman: true })).toEqual(['echs']);
    expect(
      codes({ age: 72, centralGovt: true, exServiceman: true, rationCard: 'yes', state: 'Kerala' }),
    ).toEqual(['pm_jay', 'vay_vandana', 'cghs', 'echs', 'state']);
  });

  it('ignores a state not on the list', () => {
    expect(codes({ state: 'Atlantis' })).toEqual([]);
  });
});
