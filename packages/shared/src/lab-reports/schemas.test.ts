import { describe, expect, it } from 'vitest';
import { englishMessage, type MessageKey, type MessageValues } from '../message-catalogue.js';
import { LAB_REPORT_MESSAGES as M, tooManyResultsMessage } from './messages.js';
import { labResultRow } from './results.js';
import { createLabReportSchema, labResultInputSchema, labReportPageSchema } from './schemas.js';
import { LAB_RESULTS_MAX } from './rules.js';

/** A zod issue's message in English: its key (a shared schema's message is one) filled with its values. */
function english(issue: { message: string; params?: unknown } | undefined): string | undefined {
  if (!issue) return undefined;
  const values = (issue.params as { values?: MessageValues } | undefined)?.values;
  return englishMessage({ key: issue.message as MessageKey, ...(values ? { values } : {}) });
}

const TODAY = '2026-03-05';
const schema = createLabReportSchema(TODAY);
const GOOD = {
  lab_name: ' Dr Lal PathLabs ',
  report_date: '2026-03-01',
  results: [{ test_code: 'hba1c', value: '6.8' }],
};

function issues(input: unknown) {
  return (schema.safeParse(input).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: english(issue),
  }));
}

describe('createLabReportSchema (docs/product.md#screens-added-since-the-first-version "Lab reports")', () => {
  it('accepts a report, trims it and resolves catalogue tests', () => {
    const parsed = schema.parse({ ...GOOD, ordering_doctor: '  ' });
    expect(parsed.lab_name).toBe('Dr Lal PathLabs');
    expect(parsed.ordering_doctor).toBeNull();
    expect(parsed.results).toEqual([
      {
        test_code: 'hba1c',
        test_name: 'HbA1c (Glycated haemoglobin)',
        loinc: '4548-4',
        unit: '%',
        kind: 'numeric',
        value: '6.8',
        value_number: 6.8,
        reference_range: null,
      },
    ]);
  });

  it('requires the lab name, the date and at least one result', () => {
    expect(issues({ ...GOOD, lab_name: ' ' })).toEqual([{ path: 'lab_name', message: M.labNameRequired }]);
    expect(issues({ ...GOOD, report_date: '' })).toEqual([
      { path: 'report_date', message: M.reportDateRequired },
    ]);
    expect(issues({ ...GOOD, results: [] })).toEqual([{ path: 'results', message: M.resultsRequired }]);
    expect(issues({ lab_name: 'X', report_date: TODAY })).toEqual([
      { path: 'results', message: M.resultsRequired },
    ]);
  });

  it('refuses a report date in the future or one that does not exist; today is fine', () => {
    expect(issues({ ...GOOD, report_date: '2026-03-06' })).toEqual([
      { path: 'report_date', message: M.futureReportDate },
    ]);
    expect(issues({ ...GOOD, report_date: '2026-02-30' })).toEqual([
      { path: 'report_date', message: M.invalidReportDate },
    ]);
    expect(schema.parse({ ...GOOD, report_date: TODAY }).report_date).toBe(TODAY);
  });

  it(`refuses 200 result rows with a clear message; ${LAB_RESULTS_MAX} are fine`, () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ test_name: `Test ${i}`, unit: 'mg/dL', value: '1' }));
    expect(issues({ ...GOOD, results: rows(200) })).toEqual([
      { path: 'results', message: englishMessage(tooManyResultsMessage(LAB_RESULTS_MAX)) },
    ]);
    expect(englishMessage(tooManyResultsMessage(LAB_RESULTS_MAX))).toContain('at most 100 results');
    expect(schema.parse({ ...GOOD, results: rows(LAB_RESULTS_MAX) }).results).toHaveLength(LAB_RESULTS_MAX);
  });

  it('refuses a non-numeric value for a numeric test with a message naming the test', () => {
    const found = issues({ ...GOOD, results: [{ test_code: 'sgpt-alt', value: 'high' }] });
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('results.0.value');
    expect(found[0]?.message).toContain('SGPT (ALT)');
    expect(found[0]?.message).toMatch(/number/);
    expect(issues({ ...GOOD, results: [{ test_code: 'hba1c', value: '6,8' }] })[0]?.message).toContain(
      'HbA1c (Glycated haemoglobin)',
    );
  });

  it('refuses a reference range with low above high, naming the test', () => {
    const found = issues({
      ...GOOD,
      results: [{ test_name: 'Ferritin', unit: 'ng/mL', value: '25', reference_range: '400-30' }],
    });
    expect(found).toEqual([
      { path: 'results.0.reference_range', message: expect.stringContaining('Ferritin') as string },
    ]);
    expect(found[0]?.message).toMatch(/low end .* above the high end/);
  });

  it('accepts a custom test with its own unit and range, and one without either', () => {
    const parsed = schema.parse({
      ...GOOD,
      results: [
        { test_name: ' Serum Ferritin ', unit: 'ng/mL', value: '25', reference_range: '30 – 400' },
        { test_name: 'Blood Group', value: 'B+' },
      ],
    });
    expect(parsed.results[0]).toMatchObject({
      test_code: null,
      test_name: 'Serum Ferritin',
      loinc: null,
      unit: 'ng/mL',
      value_number: 25,
      reference_range: { low: 30, high: 400 },
    });
    expect(parsed.results[1]).toMatchObject({ unit: '', kind: 'text', value: 'B+', value_number: null });
  });

  it('reads results sent as JSON text (a multipart field), and refuses text that is not JSON', () => {
    expect(schema.parse({ ...GOOD, results: JSON.stringify(GOOD.results) }).results).toHaveLength(1);
    expect(issues({ ...GOOD, results: '[{' })).toEqual([{ path: 'results', message: M.resultsUnreadable }]);
  });

  it('refuses the same test twice in one report', () => {
    const found = issues({ ...GOOD, results: [...GOOD.results, { test_code: 'hba1c', value: '7' }] });
    expect(found).toEqual([
      { path: 'results.1.test_name', message: expect.stringContaining('twice') as string },
    ]);
  });
});

describe('labResultInputSchema (one row)', () => {
  const first = (input: unknown) => {
    const issue = labResultInputSchema.safeParse(input).error?.issues[0];
    return issue && { path: issue.path, message: english(issue) };
  };

  it('refuses an unknown code, a row without a test, and an empty value', () => {
    expect(first({ test_code: 'unicorns', value: '1' })).toMatchObject({
      path: ['test_code'],
      message: M.unknownTest,
    });
    expect(first({ value: '1' })).toMatchObject({ path: ['test_name'], message: M.testNameRequired });
    expect(first({ test_code: 'tsh', value: ' ' })?.message).toBe(
      'Please enter the result of TSH (Thyroid Stimulating Hormone).',
    );
  });

  it('refuses another unit for a catalogue test, but takes the catalogue unit or none', () => {
    expect(first({ test_code: 'fasting-glucose', value: '5.4', unit: 'mmol/L' })?.message).toContain('mg/dL');
    expect(
      labResultInputSchema.parse({ test_code: 'fasting-glucose', value: '92', unit: 'mg/dL' }).unit,
    ).toBe('mg/dL');
  });

  it('keeps text results of text tests as typed and needs a number when a custom range is given', () => {
    expect(labResultInputSchema.parse({ test_code: 'urine-protein', value: 'Trace' })).toMatchObject({
      kind: 'text',
      value: 'Trace',
      value_number: null,
    });
    expect(
      labResultInputSchema.parse({ test_code: 'urine-pus-cells', value: '2-4' }).value_number,
    ).toBeNull();
    expect(first({ test_name: 'CRP', value: 'Positive', reference_range: '< 6' })?.path).toEqual(['value']);
    expect(first({ test_name: 'CRP', value: '4', reference_range: 'normal' })?.message).toContain('CRP');
  });
});

describe('labResultRow (what the server stores)', () => {
  const row = (input: unknown, sex?: 'male' | 'female') =>
    labResultRow(labResultInputSchema.parse(input), sex);

  it('flags against the catalogue range, per sex when known', () => {
    expect(row({ test_code: 'hba1c', value: '6.8' })).toMatchObject({
      flag: 'high',
      reference_high: 5.6,
      reference_low: null,
    });
    expect(row({ test_code: 'haemoglobin', value: '11' }, 'female')).toMatchObject({
      flag: 'low',
      reference_low: 12,
      reference_high: 15,
    });
    expect(row({ test_code: 'ldl-cholesterol', value: '90' }).flag).toBe('normal');
  });

  it("lets the lab's printed range override the catalogue's", () => {
    expect(row({ test_code: 'tsh', value: '4.5', reference_range: '0.35-5.5' })).toMatchObject({
      flag: 'normal',
      reference_low: 0.35,
      reference_high: 5.5,
    });
  });

  it('has no flag for text results or custom tests without a range', () => {
    expect(row({ test_code: 'urine-glucose', value: 'Nil' }).flag).toBeNull();
    expect(row({ test_name: 'Blood Group', value: 'O+' })).toMatchObject({ flag: null, reference_low: null });
    expect(row({ test_name: 'Ferritin', value: '12', reference_range: '30-400' }).flag).toBe('low');
  });
});

describe('labReportPageSchema', () => {
  it('describes a page of reports', () => {
    const page = {
      items: [
        {
          id: 'r1',
          lab_name: 'Lab',
          report_date: TODAY,
          ordering_doctor: null,
          created_at: '2026-03-05T10:00:00.000Z',
          result_count: 3,
          flagged_count: 1,
          file_count: 0,
        },
      ],
      total: 1,
      page: 1,
      page_size: 20,
    };
    expect(labReportPageSchema.parse(page)).toEqual(page);
  });
});
