import { describe, expect, it } from 'vitest';
import { findLabTest } from './catalogue.js';
import {
  flagResult,
  formatReferenceRange,
  parseNumericValue,
  parseReferenceRange,
  rangeFor,
  readReferenceRange,
} from './flags.js';

const range = (code: string) => findLabTest(code)?.range;

describe('flagResult (docs/product.md#screens-added-since-the-first-version: values outside the range are flagged High/Low)', () => {
  it('flags catalogue values as the guidelines say', () => {
    expect(flagResult(6.8, range('hba1c'))).toBe('high');
    expect(flagResult(5.7, range('hba1c'))).toBe('high'); // ADA: 5.7 is prediabetes
    expect(flagResult(5.6, range('hba1c'))).toBe('normal');
    expect(flagResult(11, range('haemoglobin'), 'female')).toBe('low');
    expect(flagResult(90, range('ldl-cholesterol'))).toBe('normal');
    expect(flagResult(100, range('ldl-cholesterol'))).toBe('high');
    expect(flagResult(200, range('total-cholesterol'))).toBe('high');
    expect(flagResult(126, range('fasting-glucose'))).toBe('high');
    expect(flagResult(65, range('fasting-glucose'))).toBe('low');
    expect(flagResult(12, range('vitamin-d-25oh'))).toBe('low');
  });

  it('treats both bounds as inclusive and open sides as open', () => {
    expect(flagResult(70, { low: 70, high: 100 })).toBe('normal');
    expect(flagResult(100, { low: 70, high: 100 })).toBe('normal');
    expect(flagResult(100.5, { low: 70, high: 100 })).toBe('high');
    expect(flagResult(0, { high: 2 })).toBe('normal');
    expect(flagResult(35, range('hdl-cholesterol'), 'male')).toBe('low');
    expect(flagResult(500, range('hdl-cholesterol'), 'male')).toBe('normal');
  });

  it('uses the sex-specific side, or the envelope of both when the sex is unknown', () => {
    const hb = range('haemoglobin');
    expect(flagResult(12.5, hb, 'male')).toBe('low');
    expect(flagResult(12.5, hb, 'female')).toBe('normal');
    expect(flagResult(12.5, hb)).toBe('normal');
    expect(flagResult(11, hb)).toBe('low');
    expect(flagResult(16, hb, 'female')).toBe('high');
    expect(flagResult(16, hb)).toBe('normal');
    expect(rangeFor(hb)).toEqual({ low: 12, high: 17 });
    expect(rangeFor(range('hdl-cholesterol'))).toEqual({ low: 40 });
  });

  it('is null when no range applies or the value is not a number', () => {
    expect(flagResult(5, null)).toBeNull();
    expect(flagResult(5, undefined)).toBeNull();
    expect(flagResult(5, {})).toBeNull();
    expect(flagResult(5, range('urine-protein'))).toBeNull();
    expect(flagResult(Number.NaN, { low: 1, high: 2 })).toBeNull();
  });
});

describe('parseReferenceRange (a range typed for a custom test)', () => {
  it.each([
    ['70-100', { low: 70, high: 100 }],
    ['70 – 100', { low: 70, high: 100 }],
    ['70—100', { low: 70, high: 100 }],
    ['3.5-5.0', { low: 3.5, high: 5 }],
    ['3.5 to 5.1', { low: 3.5, high: 5.1 }],
    [' 150 - 410 ', { low: 150, high: 410 }],
    ['1,50,000-4,10,000', { low: 150_000, high: 410_000 }],
    ['< 200', { high: 200 }],
    ['<200', { high: 200 }],
    ['<=5.7', { high: 5.7 }],
    ['≤ 5.7', { high: 5.7 }],
    ['up to 40', { high: 40 }],
    ['> 40', { low: 40 }],
    ['>=40', { low: 40 }],
    ['≥ 30', { low: 30 }],
    ['-2 - 2', { low: -2, high: 2 }],
    ['5-5', { low: 5, high: 5 }],
  ])('reads %j', (text, expected) => {
    expect(parseReferenceRange(text)).toEqual(expected);
  });

  it('refuses a low end above the high end, and says so', () => {
    expect(parseReferenceRange('100-70')).toBeNull();
    expect(parseReferenceRange('5.0 – 3.5')).toBeNull();
    expect(readReferenceRange('100-70')).toEqual({ problem: 'reversed' });
  });

  it.each(['', 'normal', '70', '70-', '-100-', '< ', '70-100-130', '70-100 mg/dL', '6,8-9', 'abc-def', '=5'])(
    'refuses %j',
    (text) => {
      expect(parseReferenceRange(text)).toBeNull();
      expect(readReferenceRange(text).problem).toBe('invalid');
    },
  );

  it('writes ranges back for display', () => {
    expect(formatReferenceRange({ low: 70, high: 99 })).toBe('70–99');
    expect(formatReferenceRange({ high: 199 })).toBe('≤ 199');
    expect(formatReferenceRange({ low: 40 })).toBe('≥ 40');
    expect(formatReferenceRange(null)).toBe('');
  });
});

describe('parseNumericValue (a result value)', () => {
  it.each([
    ['6.8', 6.8],
    [' 7 ', 7],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['-2', -2],
    ['150000', 150_000],
    ['1,50,000', 150_000],
    ['10,00,000', 1_000_000],
    ['150,000', 150_000],
    ['1,500', 1500],
    ['<0.01', 0.01],
    ['> 2000', 2000],
  ])('reads %j as %d', (text, expected) => {
    expect(parseNumericValue(text)).toBe(expected);
  });

  it.each([
    '',
    '  ',
    'abc',
    'Nil',
    '6,8',
    '15,00',
    '1,5,0',
    '6.8.1',
    '1e3',
    'Infinity',
    '6.8 %',
    '+5',
    '0x10',
    '2-4',
  ])('refuses %j', (text) => {
    expect(parseNumericValue(text)).toBeNull();
  });
});
