import type { DocumentReadDraft } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import { draftFormValues, rowsToCheck } from './read-lab-report';

const draft: DocumentReadDraft = {
  lab_name: 'City Diagnostics Laboratory',
  report_date: '2025-03-12',
  results: [
    {
      test: 'hba1c',
      printed_name: 'Glycated Haemoglobin',
      value: '6.8',
      unit: '%',
      reference_range: '4.0 - 5.6',
      needs_check: false,
    },
    {
      test: 'fasting-glucose',
      printed_name: 'Glucose Fasting',
      value: '5.4',
      unit: 'mmol/L',
      reference_range: '3.9 - 5.5',
      needs_check: true,
    },
  ],
  unmapped: [{ printed_name: 'Serum Ferritin', value: '85', unit: 'ng/mL', reference_range: '30 - 400' }],
};

describe('the lab report form pre-filled from a read (docs/decisions/050-reading-documents.md)', () => {
  it('fills the lab, the date and one catalogue row per result with the printed value and range', () => {
    const values = draftFormValues(draft);
    expect(values.lab_name).toBe('City Diagnostics Laboratory');
    expect(values.report_date).toBe('2025-03-12');
    expect(values.results.map((row) => [row.mode, row.test_code, row.value, row.reference_range])).toEqual([
      ['catalogue', 'hba1c', '6.8', '4.0 - 5.6'],
      ['catalogue', 'fasting-glucose', '5.4', '3.9 - 5.5'],
    ]);
  });

  it('marks the rows the reader was unsure of', () => {
    expect([...rowsToCheck(draft)]).toEqual([1]);
  });

  it('leaves one empty row when nothing was mapped', () => {
    const values = draftFormValues({ ...draft, lab_name: null, report_date: null, results: [] });
    expect(values.lab_name).toBe('');
    expect(values.results).toHaveLength(1);
    expect(values.results[0]?.test_code).toBe('');
  });
});
