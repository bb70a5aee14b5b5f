import { describe, expect, it } from 'vitest';
import { ageOn } from './emergency-card.service.js';

describe('ageOn (whole years on a calendar date)', () => {
  it.each([
    ['1988-11-24', '2026-11-23', 37],
    ['1988-11-24', '2026-11-24', 38],
    ['2000-02-29', '2025-02-28', 24],
    ['2000-02-29', '2025-03-01', 25],
    ['2026-11-23', '2026-11-23', 0],
  ])('born %s, on %s: %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('is null before birth', () => {
    expect(ageOn('2026-12-01', '2026-11-23')).toBeNull();
  });
});
