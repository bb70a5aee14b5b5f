import { describe, expect, it } from 'vitest';
import { formatInr, formatLongDate, formatShortDate, formatWeekday } from './format.js';

describe('dates and amounts in Hindi (docs/decisions/029-languages.md)', () => {
  it('writes dates with Hindi month names, day first, and Western digits', () => {
    expect(formatLongDate('2026-11-23', 'hi')).toBe('23 नवंबर 2026');
    expect(formatLongDate('2026-02-05', 'hi')).toBe('05 फ़रवरी 2026');
    expect(formatShortDate('2026-11-23', 'hi')).toMatch(/^23 नव॰? 2026$/);
    expect(formatShortDate('2026-11-23', 'hi')).not.toMatch(/[०-९]/);
  });

  it('keeps the English dates of docs/product.md#limits-and-constants', () => {
    expect(formatShortDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatLongDate('2026-11-23', 'en')).toBe('November 23, 2026');
  });

  it('names the ISO weekdays of a medicine schedule, Monday first, in both languages', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((day) => formatWeekday(day))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(formatWeekday(1, 'hi')).toBe('सोम');
    expect(formatWeekday(7, 'hi')).toBe('रवि');
  });

  it('keeps Indian grouping and Western digits for amounts in both languages', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr('9999999.5')).toBe('₹99,99,999.50');
  });
});
