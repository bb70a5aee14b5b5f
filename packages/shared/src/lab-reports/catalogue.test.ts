import { describe, expect, it } from 'vitest';
import { findLabTest, isLabTestCode, LAB_PANELS, LAB_TESTS, labTestsOfPanel } from './catalogue.js';
import { isSexSpecific, rangeFor, type ReferenceRange } from './flags.js';

/** Results without a unit: pH, specific gravity, a ratio. */
const DIMENSIONLESS = new Set(['urine-ph', 'urine-specific-gravity', 'cholesterol-hdl-ratio']);

function sides(test: (typeof LAB_TESTS)[number]): ReferenceRange[] {
  if (!test.range) return [];
  return isSexSpecific(test.range) ? [test.range.male, test.range.female] : [test.range];
}

describe('lab test catalogue (docs/product.md#screens-added-since-the-first-version)', () => {
  it('gives every test a unique kebab-case code and a name', () => {
    const codes = LAB_TESTS.map((test) => test.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const test of LAB_TESTS) {
      expect(test.code, test.code).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(test.name.trim(), test.code).not.toBe('');
    }
  });

  it('gives every test a LOINC code of the right shape with a valid check digit, none shared', () => {
    const loincs = LAB_TESTS.map((test) => test.loinc);
    expect(new Set(loincs).size).toBe(loincs.length);
    for (const test of LAB_TESTS) {
      expect(test.loinc, test.code).toMatch(/^\d{1,5}-\d$/);
      expect(loincCheckDigitOk(test.loinc), `${test.code} ${test.loinc}`).toBe(true);
    }
  });

  it('keeps the well-known LOINC codes', () => {
    const loinc = (code: string) => findLabTest(code)?.loinc;
    expect(loinc('hba1c')).toBe('4548-4');
    expect(loinc('haemoglobin')).toBe('718-7');
    expect(loinc('tsh')).toBe('3016-3');
    expect(loinc('fasting-glucose')).toBe('1558-6');
    expect(loinc('creatinine')).toBe('2160-0');
    expect(loinc('vitamin-d-25oh')).toBe('62292-8');
    expect(loinc('vitamin-b12')).toBe('2132-9');
    expect(loinc('hdl-cholesterol')).toBe('2085-9');
    expect(loinc('sgpt-alt')).toBe('1742-6');
    expect(loinc('sgot-ast')).toBe('1920-8');
    expect(loinc('platelet-count')).toBe('777-3');
    expect(loinc('tlc')).toBe('6690-2');
  });

  it('gives numeric tests a unit (unless dimensionless) and a range with low ≤ high', () => {
    for (const test of LAB_TESTS.filter((t) => t.kind === 'numeric')) {
      if (!DIMENSIONLESS.has(test.code)) expect(test.unit.trim(), test.code).not.toBe('');
      const ranges = sides(test);
      expect(ranges.length, test.code).toBeGreaterThan(0);
      for (const range of ranges) {
        expect(range.low !== undefined || range.high !== undefined, test.code).toBe(true);
        if (range.low !== undefined && range.high !== undefined)
          expect(range.low, test.code).toBeLessThan(range.high);
      }
      expect(test.normalText, test.code).toBeUndefined();
    }
  });

  it('gives text tests the usual normal finding and no range', () => {
    for (const test of LAB_TESTS.filter((t) => t.kind === 'text')) {
      expect(test.range, test.code).toBeUndefined();
      expect(test.normalText?.trim(), test.code).toBeTruthy();
    }
  });

  it('writes units one way: the micro sign µ, ×10³/µL for WBC and platelets', () => {
    for (const test of LAB_TESTS) {
      expect(test.unit, test.code).not.toMatch(/\u03BC/); // Greek mu, not the micro sign
      expect(test.unit, test.code).not.toMatch(/cumm|lakh/i);
    }
    expect(findLabTest('tlc')?.unit).toBe('×10³/µL');
    expect(findLabTest('platelet-count')?.unit).toBe('×10³/µL');
    expect(findLabTest('tsh')?.unit).toBe('µIU/mL');
  });

  it('has a Hindi hint in Devanagari for every test', () => {
    for (const test of LAB_TESTS) expect(test.hintHi, test.code).toMatch(/[\u0900-\u097F]/);
    expect(findLabTest('hba1c')?.hintHi).toBe('पिछले 2-3 महीनों की औसत शुगर');
  });

  it('covers the panels the issue names, each test in a known panel with its name', () => {
    for (const panel of LAB_PANELS) expect(labTestsOfPanel(panel.code).length, panel.code).toBeGreaterThan(0);
    for (const test of LAB_TESTS)
      expect(LAB_PANELS.find((p) => p.code === test.panel)?.name, test.code).toBe(test.panelName);
    for (const code of ['hba1c', 'fasting-glucose', 'pp-glucose', 't3-total', 't4-total', 'urine-pus-cells'])
      expect(isLabTestCode(code), code).toBe(true);
    expect(isLabTestCode('unicorn-count')).toBe(false);
  });

  it('keeps sex-specific ranges where they differ (haemoglobin, creatinine, uric acid, HDL, PCV)', () => {
    for (const code of ['haemoglobin', 'creatinine', 'uric-acid', 'hdl-cholesterol', 'pcv']) {
      const range = findLabTest(code)?.range;
      expect(range && isSexSpecific(range), code).toBe(true);
    }
    expect(rangeFor(findLabTest('haemoglobin')?.range, 'female')).toEqual({ low: 12, high: 15 });
  });
});

/** LOINC's mod-10 check digit (loinc.org "Check digit calculation"). */
function loincCheckDigitOk(code: string): boolean {
  const [body = '', check] = code.split('-');
  const digits = body.split('').reverse().map(Number);
  let sum = 0;
  digits.forEach((digit, index) => {
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else sum += digit;
  });
  return (10 - (sum % 10)) % 10 === Number(check);
}
