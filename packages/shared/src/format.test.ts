import { describe, expect, it } from 'vitest';
import { formatInr, formatLongDate, formatShortDate, formatTime12, formatVisitType } from './format.js';
import { VISIT_TYPES } from './constants.js';

describe('formatInr (docs/architecture.md#d5-money)', () => {
  it('uses the rupee sign, Indian grouping and two decimals', () => {
    expect(formatInr(123456)).toBe('₹1,23,456.00');
    expect(formatInr(10000000)).toBe('₹1,00,00,000.00');
    expect(formatInr(0)).toBe('₹0.00');
  });

  it('accepts numeric strings as stored by numeric(12,2)', () => {
    expect(formatInr('1500.5')).toBe('₹1,500.50');
    expect(formatInr('99999.99')).toBe('₹99,999.99');
  });
});

describe('formatVisitType (docs/product.md#validation-rules)', () => {
  it('capitalises each word and shows hyphens as spaces', () => {
    expect(formatVisitType('routine-checkup')).toBe('Routine Checkup');
    expect(formatVisitType('follow-up')).toBe('Follow Up');
    expect(formatVisitType('consultation')).toBe('Consultation');
  });

  it('gives a readable label for every visit type', () => {
    for (const type of VISIT_TYPES) expect(formatVisitType(type)).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
  });
});

describe('formatTime12 (docs/product.md#upcoming-visits)', () => {
  it('shows 24-hour times in 12-hour form', () => {
    expect(formatTime12('14:30')).toBe('2:30 PM');
    expect(formatTime12('09:05:00')).toBe('9:05 AM');
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('23:59:59')).toBe('11:59 PM');
  });

  it("shows 'TBD' when there is no usable time", () => {
    expect(formatTime12(null)).toBe('TBD');
    expect(formatTime12(undefined)).toBe('TBD');
    expect(formatTime12('')).toBe('TBD');
    expect(formatTime12('soon')).toBe('TBD');
  });
});

describe('dates in US English (docs/product.md#limits-and-constants)', () => {
  it("lists use 'MMM dd, yyyy'", () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 05, 2026');
  });

  it('names every month as date-fns did, the day zero-padded', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const long = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    months.forEach((month, index) => {
      const date = `2026-${String(index + 1).padStart(2, '0')}-07`;
      expect(formatShortDate(date)).toBe(`${month} 07, 2026`);
      expect(formatLongDate(date)).toBe(`${long[index]} 07, 2026`);
    });
    expect(formatLongDate('2026-12-31')).toBe('December 31, 2026');
  });

  it("detail screens use 'MMMM dd, yyyy'", () => {
    expect(formatLongDate('2026-03-05')).toBe('March 05, 2026');
  });
});
