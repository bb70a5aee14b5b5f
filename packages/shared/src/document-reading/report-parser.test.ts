import { describe, expect, it } from 'vitest';
import { readReferenceRange } from '../lab-reports/flags.js';
import { rangeAt, tokensOf, latinDigits } from './printed-values.js';
import { dateIn, parseLabReport, rowsOfLine, type ReadLine } from './report-parser.js';

const line = (text: string, confidence = 100): ReadLine => ({ text, confidence });
const rangeOf = (text: string) => rangeAt(tokensOf(text), 0)?.range;

describe('printed values (docs/decisions/050-reading-documents.md)', () => {
  it('reads Devanagari digits as Latin ones', () => {
    expect(latinDigits('६.८ %')).toBe('6.8 %');
    expect(latinDigits('१२/०३/२०२५')).toBe('12/03/2025');
  });

  it.each([
    ['4.0 - 5.6', '4.0 - 5.6'],
    ['4.0-5.6', '4.0 - 5.6'],
    ['70-100 mg/dL', '70 - 100'],
    ['< 200', '< 200'],
    ['<200', '< 200'],
    ['> 40', '> 40'],
    ['3.5 to 5.0', '3.5 to 5.0'],
    ['up to 40', 'up to 40'],
    ['४.० - ५.६', '4.0 - 5.6'],
  ])('reads the range "%s" as printed', (printed, expected) => {
    expect(rangeOf(printed)).toBe(expected);
    // What the reader keeps, the lab report form reads back.
    expect(readReferenceRange(expected).range).toBeDefined();
  });
});

describe('result lines', () => {
  it('reads name, value, unit and range', () => {
    expect(rowsOfLine(line('Glycated Haemoglobin (HbA1c)   6.8   %   4.0 - 5.6'))).toEqual([
      expect.objectContaining({
        printedName: 'Glycated Haemoglobin (HbA1c)',
        value: '6.8',
        unit: '%',
        range: '4.0 - 5.6',
      }),
    ]);
  });

  it('reads a unit printed after the range', () => {
    expect(rowsOfLine(line('Glucose Fasting 98 70-100 mg/dL'))).toEqual([
      expect.objectContaining({ value: '98', unit: 'mg/dL', range: '70 - 100' }),
    ]);
  });

  it('keeps "<5" and "Positive" as text', () => {
    expect(rowsOfLine(line('CRP < 5 mg/L < 6'))[0]).toMatchObject({
      value: '<5',
      number: null,
      range: '< 6',
    });
    expect(rowsOfLine(line('HBsAg Positive'))[0]).toMatchObject({ value: 'Positive', number: null });
  });

  it('reads two results on a two-column line', () => {
    const rows = rowsOfLine(line('Haemoglobin 13.2 g/dL 13.0 - 17.0     TSH 2.1 uIU/mL 0.4 - 4.2'));
    expect(rows.map((row) => [row.printedName, row.value])).toEqual([
      ['Haemoglobin', '13.2'],
      ['TSH', '2.1'],
    ]);
  });

  it('reads a thyroid name OCR turned into a number ("Free 14") as the name, not as the result', () => {
    expect(rowsOfLine(line('Free 14 1.36 0.93-1.70 ng/dL'))[0]).toMatchObject({
      printedName: 'Free T4',
      value: '1.36',
      unit: 'ng/dL',
    });
    expect(rowsOfLine(line('F13 3.1 pg/mL 2.0 - 4.4'))[0]).toMatchObject({
      printedName: 'FT3',
      value: '3.1',
    });
  });

  it('skips a printed High mark and reads Devanagari digits', () => {
    expect(rowsOfLine(line('कुल कोलेस्ट्रॉल Total Cholesterol : २४५ H mg/dL < २००'))[0]).toMatchObject({
      value: '245',
      unit: 'mg/dL',
      range: '< 200',
    });
  });
});

describe('dates', () => {
  it.each([
    ['Report Date: 12/03/2025', '2025-03-12'],
    ['Reported on 05-Jan-2025 10:42', '2025-01-05'],
    ['2025-02-28', '2025-02-28'],
    ['रिपोर्ट दिनांक: १२.०३.२०२५', '2025-03-12'],
    ['31/02/2025', null],
  ])('reads "%s"', (text, expected) => {
    expect(dateIn(text)).toBe(expected);
  });
});

describe('a whole report', () => {
  const report = [
    line('City Diagnostics Laboratory'),
    line('Patient: Asha Verma   Age 45 Y'),
    line('Collected: 10/03/2025   Report Date: 12/03/2025'),
    line('Test  Result  Unit  Reference Range'),
    line('Glycated Haemoglobin 6.8 % 4.0 - 5.6'),
    line('Haemoglobin 13.2 g/dL 13.0 - 17.0'),
    line('Fasting Blood Sugar 5.4 mmol/L 3.9 - 5.5'),
    line('Serum Ferritin 85 ng/mL 30 - 400'),
    line('TSH 2.1 uIU/mL 0.4 - 4.2', 62),
    line('HbA1c 68 % 4.0 - 5.6'),
  ];
  const draft = parseLabReport(report);

  it('finds the lab name and the report date from the header', () => {
    expect(draft.lab_name).toBe('City Diagnostics Laboratory');
    expect(draft.report_date).toBe('2025-03-12');
  });

  it('maps rows to the catalogue with the catalogue unit, first occurrence only', () => {
    expect(draft.results.map((r) => [r.test, r.value, r.unit, r.reference_range, r.needs_check])).toEqual([
      ['hba1c', '6.8', '%', '4.0 - 5.6', false],
      ['haemoglobin', '13.2', 'g/dL', '13.0 - 17.0', false],
      // mmol/L is not converted: kept as printed and marked for checking.
      ['fasting-glucose', '5.4', 'mmol/L', '3.9 - 5.5', true],
      // An unsure word of OCR.
      ['tsh', '2.1', 'µIU/mL', '0.4 - 4.2', true],
    ]);
  });

  it('lists results of tests it does not know', () => {
    expect(draft.unmapped).toEqual([
      { printed_name: 'Serum Ferritin', value: '85', unit: 'ng/mL', reference_range: '30 - 400' },
    ]);
  });

  it('marks implausible values and values kept as text for checking', () => {
    expect(parseLabReport([line('HbA1c 68 % 4.0 - 5.6')]).results[0]?.needs_check).toBe(true);
    expect(parseLabReport([line('Vitamin D, 25-Hydroxy <4 ng/mL 30 - 100')]).results[0]).toMatchObject({
      test: 'vitamin-d-25oh',
      value: '<4',
      needs_check: true,
    });
  });

  it('gives an empty draft for a text with no results', () => {
    expect(parseLabReport([line('a photo of a cat')])).toEqual({
      lab_name: null,
      report_date: null,
      results: [],
      unmapped: [],
    });
  });
});
