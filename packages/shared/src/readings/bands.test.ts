import { describe, expect, it } from 'vitest';
import { averageOver, bandFor, bmiOf, fahrenheitToCelsius, readingFlag } from './bands.js';
import { READING_CATALOGUE, READING_KINDS } from './catalogue.js';

describe('reading flags against the target bands (docs/decisions/052-readings.md)', () => {
  it('flags home blood pressure at the ESH home threshold 135/85 and below 90/60', () => {
    const bp = (value: number, diastolic: number) =>
      readingFlag({ kind: 'blood_pressure', value, diastolic });
    expect(bp(120, 80)).toBeNull();
    expect(bp(134, 84)).toBeNull();
    expect(bp(135, 80)).toBe('high');
    expect(bp(128, 85)).toBe('high');
    expect(bp(88, 70)).toBe('low');
    expect(bp(110, 58)).toBe('low');
    expect(bp(150, 55)).toBe('high');
  });

  it('flags blood glucose by its meal context (ADA), low below 70 in every context', () => {
    const sugar = (value: number, context: 'fasting' | 'before_meal' | 'after_meal' | 'random') =>
      readingFlag({ kind: 'blood_glucose', value, context });
    expect(sugar(99, 'fasting')).toBeNull();
    expect(sugar(100, 'fasting')).toBe('high');
    expect(sugar(125, 'before_meal')).toBeNull();
    expect(sugar(131, 'before_meal')).toBe('high');
    expect(sugar(175, 'after_meal')).toBeNull();
    expect(sugar(181, 'after_meal')).toBe('high');
    expect(sugar(200, 'random')).toBe('high');
    expect(sugar(69, 'after_meal')).toBe('low');
  });

  it('judges a weight by its BMI on the WHO Asian cut-offs, and not at all without a height', () => {
    expect(bmiOf(70, 170)).toBe(24.2);
    expect(readingFlag({ kind: 'weight', value: 70 }, 170)).toBe('high');
    expect(readingFlag({ kind: 'weight', value: 60 }, 170)).toBeNull();
    expect(readingFlag({ kind: 'weight', value: 50 }, 170)).toBe('low');
    expect(readingFlag({ kind: 'weight', value: 120 }, null)).toBeNull();
    expect(bandFor('weight', { heightCm: 170 })).toEqual({ low: 53.5, high: 66.2 });
    expect(bandFor('weight', { heightCm: null })).toEqual({});
  });

  it('flags SpO₂ below 95 %, a temperature from 37.6 °C and a resting heart rate outside 60–100', () => {
    expect(readingFlag({ kind: 'spo2', value: 95 })).toBeNull();
    expect(readingFlag({ kind: 'spo2', value: 92 })).toBe('low');
    expect(readingFlag({ kind: 'temperature', value: 37.5 })).toBeNull();
    expect(readingFlag({ kind: 'temperature', value: fahrenheitToCelsius(101) })).toBe('high');
    expect(readingFlag({ kind: 'heart_rate', value: 101 })).toBe('high');
    expect(readingFlag({ kind: 'heart_rate', value: 55 })).toBe('low');
  });

  it('converts °F to °C to two decimals', () => {
    expect(fahrenheitToCelsius(98.6)).toBe(37);
    expect(fahrenheitToCelsius(100.4)).toBe(38);
    expect(fahrenheitToCelsius(99)).toBe(37.22);
  });

  it('names a guideline, a checked date, a LOINC code and a unit for every kind', () => {
    for (const kind of READING_KINDS) {
      const entry = READING_CATALOGUE[kind];
      expect(entry.source.guideline.length, kind).toBeGreaterThan(5);
      expect(entry.source.checked, kind).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.loinc, kind).toMatch(/^\d+-\d$/);
      expect(entry.unit, kind).not.toBe('');
    }
  });
});

describe('reading averages', () => {
  const now = new Date('2026-11-27T06:00:00Z');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
  const readings = [
    { kind: 'blood_pressure' as const, value: 140, diastolic: 90, taken_at: at(1) },
    { kind: 'blood_pressure' as const, value: 120, diastolic: 81, taken_at: at(6.9) },
    { kind: 'blood_pressure' as const, value: 100, diastolic: 60, taken_at: at(7) },
    { kind: 'blood_pressure' as const, value: 160, diastolic: 100, taken_at: at(29) },
    { kind: 'blood_pressure' as const, value: 200, diastolic: 120, taken_at: at(31) },
    { kind: 'blood_pressure' as const, value: 200, diastolic: 120, taken_at: at(-1) },
  ];

  it('averages the last 7 and 30 days (a reading exactly 7 days old is out of the 7-day window)', () => {
    expect(averageOver(readings, now, 7)).toEqual({ value: 130, diastolic: 85.5, count: 2 });
    expect(averageOver(readings, now, 30)).toEqual({ value: 130, diastolic: 82.8, count: 4 });
  });

  it('has no average when nothing was taken in the window', () => {
    expect(averageOver(readings.slice(4, 5), now, 30)).toBeNull();
    expect(averageOver([], now, 7)).toBeNull();
  });
});
