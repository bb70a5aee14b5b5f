import { createLabReportSchema, labReportSchema, type LabReport } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { catalogueRow, EMPTY_REPORT, reportFormValues, resultsBody } from './lab-report-form-values';

const TODAY = '2026-03-05';

describe('lab report form values (docs/product.md#screens-added-since-the-first-version)', () => {
  it('fills a picked catalogue test with its unit and adult range, keeping the typed value', () => {
    expect(catalogueRow('hba1c', '6.8')).toEqual({
      mode: 'catalogue',
      test_code: 'hba1c',
      test_name: '',
      unit: '%',
      reference_range: '≤ 5.6',
      value: '6.8',
    });
  });

  it('sends what the shared schema accepts: a catalogue test by code, a custom one by name and unit', () => {
    const values = {
      ...EMPTY_REPORT,
      lab_name: 'Metropolis',
      report_date: '2026-03-01',
      results: [
        catalogueRow('hba1c', '6.8'),
        {
          mode: 'custom' as const,
          test_code: '',
          test_name: 'Serum ferritin',
          unit: 'ng/mL',
          reference_range: '30-400',
          value: '12',
        },
      ],
    };
    const body = resultsBody(values.results);
    expect(body).toEqual([
      { test_code: 'hba1c', value: '6.8', reference_range: '≤ 5.6' },
      { test_name: 'Serum ferritin', unit: 'ng/mL', value: '12', reference_range: '30-400' },
    ]);
    const parsed = createLabReportSchema(TODAY).parse({ ...values, results: body });
    expect(parsed.results.map((r) => [r.test_name, r.value_number, r.reference_range])).toEqual([
      ['HbA1c (Glycated haemoglobin)', 6.8, { high: 5.6 }],
      ['Serum ferritin', 12, { low: 30, high: 400 }],
    ]);
  });

  it('turns a stored report back into the form, with the range it was flagged against', () => {
    const report: LabReport = labReportSchema.parse({
      id: 'r1',
      lab_name: 'Dr. Lal PathLabs',
      report_date: '2026-03-01',
      ordering_doctor: null,
      files: [],
      created_at: '2026-03-01T10:00:00.000Z',
      results: [
        {
          id: 'a',
          test_code: 'hba1c',
          test_name: 'HbA1c (Glycated haemoglobin)',
          loinc: '4548-4',
          value: '6.8',
          value_number: 6.8,
          unit: '%',
          reference_low: null,
          reference_high: 6,
          flag: 'high',
          test_date: '2026-03-01',
        },
        {
          id: 'b',
          test_code: null,
          test_name: 'Serum ferritin',
          loinc: null,
          value: '12',
          value_number: 12,
          unit: 'ng/mL',
          reference_low: 30,
          reference_high: 400,
          flag: 'low',
          test_date: '2026-03-01',
        },
      ],
    });
    const values = reportFormValues(report);
    expect(values.ordering_doctor).toBe('');
    expect(values.results).toEqual([
      { ...catalogueRow('hba1c', '6.8'), reference_range: '≤ 6' },
      {
        mode: 'custom',
        test_code: '',
        test_name: 'Serum ferritin',
        unit: 'ng/mL',
        reference_range: '30–400',
        value: '12',
      },
    ]);
    expect(
      createLabReportSchema(TODAY).safeParse({ ...values, results: resultsBody(values.results) }).success,
    ).toBe(true);
  });
});
