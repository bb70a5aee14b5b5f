import {
  findLabTest,
  formatReferenceRange,
  rangeFor,
  type LabReport,
  type LabResult,
  type LabTest,
} from '@sehat/shared';

/**
 * One result row as the form holds it: text as typed. `mode` says whether the test is picked from
 * the catalogue (`test_code`) or typed (`test_name`, `unit`); the shared schema ignores `mode`.
 */
export interface ResultRowValues {
  mode: 'catalogue' | 'custom';
  test_code: string;
  test_name: string;
  unit: string;
  reference_range: string;
  value: string;
}

/** The lab report form's values; `createLabReportSchema` reads them as they are. */
export interface LabReportFormValues {
  lab_name: string;
  report_date: string;
  ordering_doctor: string;
  results: ResultRowValues[];
}

export const EMPTY_ROW: ResultRowValues = {
  mode: 'catalogue',
  test_code: '',
  test_name: '',
  unit: '',
  reference_range: '',
  value: '',
};

export const EMPTY_REPORT: LabReportFormValues = {
  lab_name: '',
  report_date: '',
  ordering_doctor: '',
  results: [EMPTY_ROW],
};

/** The catalogue's adult range of a test as the form pre-fills it ('4–5.6', '≤ 199'), or ''. */
function catalogueRangeText(test: LabTest): string {
  return formatReferenceRange(rangeFor(test.range, null));
}

/** A row for a picked catalogue test: its unit and its catalogue range filled in, the value kept. */
export function catalogueRow(code: string, value = ''): ResultRowValues {
  const test = findLabTest(code);
  return {
    mode: 'catalogue',
    test_code: code,
    test_name: '',
    unit: test?.unit ?? '',
    reference_range: test ? catalogueRangeText(test) : '',
    value,
  };
}

function resultRow(result: LabResult): ResultRowValues {
  const range = formatReferenceRange({
    ...(result.reference_low === null ? {} : { low: result.reference_low }),
    ...(result.reference_high === null ? {} : { high: result.reference_high }),
  });
  if (result.test_code && findLabTest(result.test_code))
    return { ...catalogueRow(result.test_code, result.value), reference_range: range };
  return {
    mode: 'custom',
    test_code: '',
    test_name: result.test_name,
    unit: result.unit,
    reference_range: range,
    value: result.value,
  };
}

/** A stored report as form values, for editing. */
export function reportFormValues(report: LabReport): LabReportFormValues {
  return {
    lab_name: report.lab_name,
    report_date: report.report_date,
    ordering_doctor: report.ordering_doctor ?? '',
    results: report.results.length > 0 ? report.results.map(resultRow) : [EMPTY_ROW],
  };
}

/**
 * The rows as the API takes them (`labResultInputSchema`): a catalogue test by its code (the
 * server fills its name, LOINC code and unit), a custom one by its name and unit.
 */
export function resultsBody(rows: readonly ResultRowValues[]) {
  return rows.map(({ mode, test_code, test_name, unit, reference_range, value }) =>
    mode === 'catalogue'
      ? { test_code, value, reference_range }
      : { test_name, unit, value, reference_range },
  );
}
