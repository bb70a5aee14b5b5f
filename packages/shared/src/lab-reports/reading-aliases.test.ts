import { describe, expect, it } from 'vitest';
import { findLabTest, LAB_TESTS } from './catalogue.js';
import {
  catalogueUnitFor,
  isPlausibleValue,
  LAB_READING_TABLE,
  matchPrintedTest,
  normaliseTestName,
} from './reading-aliases.js';

const codeOf = (printed: string) => matchPrintedTest(printed)?.test.code;

describe('the alias table of printed test names (docs/decisions/050-reading-documents.md)', () => {
  it('covers every numeric catalogue test', () => {
    for (const test of LAB_TESTS.filter((t) => t.kind === 'numeric'))
      expect(LAB_READING_TABLE[test.code], test.code).toBeDefined();
  });

  it.each([
    ['Glycated Haemoglobin', 'hba1c'],
    ['HbA1c', 'hba1c'],
    ['GLYCOSYLATED HB', 'hba1c'],
    ['Glycated Haemoglobin (HbA1c), HPLC', 'hba1c'],
    ['HbAlc', 'hba1c'],
    ['Haemoglobin', 'haemoglobin'],
    ['Hb', 'haemoglobin'],
    ['HEMOGLOBIN (Hb)', 'haemoglobin'],
    ['Total Cholesterol', 'total-cholesterol'],
    ['HDL Cholesterol', 'hdl-cholesterol'],
    ['Non-HDL Cholesterol', 'non-hdl-cholesterol'],
    ['S. Creatinine', 'creatinine'],
    ['TSH', 'tsh'],
    ['Vitamin D, 25-Hydroxy', 'vitamin-d-25oh'],
    ['25-OH Vitamin D', 'vitamin-d-25oh'],
    ['Vitamin B12', 'vitamin-b12'],
    ['हीमोग्लोबिन / Haemoglobin', 'haemoglobin'],
    ['SGPT (ALT)', 'sgpt-alt'],
    ['Glucose Fasting (FBS)', 'fasting-glucose'],
    ['1. Platelet Count', 'platelet-count'],
  ])('maps "%s" to %s', (printed, code) => {
    expect(codeOf(printed)).toBe(code);
  });

  it('leaves names that are no catalogue test unmapped', () => {
    expect(matchPrintedTest('Serum Ferritin')).toBeUndefined();
    expect(matchPrintedTest('Method')).toBeUndefined();
    expect(matchPrintedTest('')).toBeUndefined();
  });

  it('says when a name matched only as words inside a longer one', () => {
    expect(matchPrintedTest('HbA1c')?.exact).toBe(true);
    expect(matchPrintedTest('Glycated Haemoglobin (HbA1c), HPLC')?.exact).toBe(true);
    expect(matchPrintedTest('Haemoglobin of the patient')?.exact).toBe(false);
  });

  it('normalises punctuation, case, serial numbers and Devanagari away', () => {
    expect(normaliseTestName('  3. S. Creatinine: ')).toBe('s creatinine');
    expect(normaliseTestName('कुल कोलेस्ट्रॉल Total Cholesterol')).toBe('total cholesterol');
  });
});

describe('units and plausible values', () => {
  const hb = findLabTest('haemoglobin')!;
  const tsh = findLabTest('tsh')!;
  const glucose = findLabTest('fasting-glucose')!;
  const platelets = findLabTest('platelet-count')!;

  it("reads spellings of the catalogue's unit as the catalogue's unit", () => {
    expect(catalogueUnitFor(hb, 'g/dl')).toBe('g/dL');
    expect(catalogueUnitFor(hb, 'gm/dL')).toBe('g/dL');
    expect(catalogueUnitFor(tsh, 'uIU/ml')).toBe('µIU/mL');
    expect(catalogueUnitFor(tsh, 'µIU/mL')).toBe('µIU/mL');
    expect(catalogueUnitFor(platelets, 'x10³/µL')).toBe('×10³/µL');
    expect(catalogueUnitFor(platelets, '10^3/uL')).toBe('×10³/µL');
  });

  it('refuses another unit rather than converting it', () => {
    expect(catalogueUnitFor(glucose, 'mmol/L')).toBeNull();
    expect(catalogueUnitFor(hb, '')).toBeNull();
  });

  it('bounds values a human can have', () => {
    expect(isPlausibleValue(findLabTest('hba1c')!, 6.8)).toBe(true);
    expect(isPlausibleValue(findLabTest('hba1c')!, 68)).toBe(false);
    expect(isPlausibleValue(hb, 0.5)).toBe(false);
  });
});
