import { describe, expect, it } from 'vitest';
import { isRealIsoDate } from './calendar-date.js';
import { isoDateString } from './calendar-date-schema.js';

describe('isRealIsoDate', () => {
  it('accepts days that exist, leap days included', () => {
    expect(isRealIsoDate('2026-01-31')).toBe(true);
    expect(isRealIsoDate('2028-02-29')).toBe(true);
  });

  it('refuses impossible days and other shapes', () => {
    for (const bad of [
      '2026-13-01',
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-1-1',
      '01-01-2026',
      '',
      'abc',
      '1800-01-01',
    ])
      expect(isRealIsoDate(bad), bad).toBe(false);
  });

  it('isoDateString trims and reports the given message', () => {
    expect(isoDateString('bad').parse(' 2026-03-05 ')).toBe('2026-03-05');
    const result = isoDateString('bad date').safeParse('2026-13-01');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('bad date');
  });
});
