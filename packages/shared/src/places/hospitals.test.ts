import { describe, expect, it } from 'vitest';
import { BUILT_IN_HOSPITALS, findBuiltInHospital } from './hospitals.js';
import { builtInHospitalSchema } from './hospital-schemas.js';
import { isCityOf } from './states.js';

describe('BUILT_IN_HOSPITALS', () => {
  it('are HOS001 to HOS004, each valid against the schema', () => {
    expect(BUILT_IN_HOSPITALS.map((h) => h.id)).toEqual(['HOS001', 'HOS002', 'HOS003', 'HOS004']);
    for (const h of BUILT_IN_HOSPITALS) expect(() => builtInHospitalSchema.parse(h)).not.toThrow();
  });

  it('sit in four different states, in cities of our lists', () => {
    expect(new Set(BUILT_IN_HOSPITALS.map((h) => h.state)).size).toBe(4);
    for (const h of BUILT_IN_HOSPITALS) expect(isCityOf(h.state, h.city), h.id).toBe(true);
  });

  it('are found by id', () => {
    expect(findBuiltInHospital('HOS003')?.city).toBe('Bengaluru');
    expect(findBuiltInHospital('HOS999')).toBeUndefined();
  });
});
