import type { Message } from '../message-catalogue.js';

/**
 * Lab report messages (docs/product.md#screens-added-since-the-first-version "Lab reports"; docs/product.md names no text for
 * them). English; the form shows each by its field, the API returns them in
 * the error envelope. Messages about one result row name its test.
 */
export const LAB_REPORT_MESSAGES = {
  labNameRequired: 'Please enter the lab name.',
  reportDateRequired: 'Please enter the report date.',
  invalidReportDate: 'Please enter a real report date (yyyy-MM-dd).',
  futureReportDate: 'The report date cannot be in the future.',
  resultsRequired: 'Add at least one test result.',
  resultsUnreadable: 'The test results could not be read. Please try again.',
  unknownTest: 'Please choose a test from the list, or type the name of your test.',
  testNameRequired: 'Please enter the test name.',
  textTooLong: 'This field is too long.',
  reportNotFound: 'Lab report not found.',
  noResultsYet: 'No results of this test yet.',
  /** Templates: the functions below fill `{{max}}`, `{{test}}` and `{{unit}}`; a translation keeps them. */
  tooManyResults: 'A report can hold at most {{max}} results. Please split it into two reports.',
  valueRequired: 'Please enter the result of {{test}}.',
  valueNotNumber: '{{test}}: please enter the result as a number, for example 6.8 or 1,50,000.',
  invalidRange: '{{test}}: please enter the reference range like 70-100, < 200 or > 40.',
  reversedRange: '{{test}}: the low end of the reference range is above the high end.',
  rangeNeedsNumber:
    "{{test}}: a result with a reference range must be a number; leave the range empty for a result like 'Nil'.",
  unitMismatch: '{{test}} is recorded in {{unit}}. If your lab used another unit, add it as a custom test.',
  unitMismatchNoUnit:
    '{{test}} is recorded without a unit. If your lab used another unit, add it as a custom test.',
  duplicateTest: '{{test}} is entered twice in this report.',
} as const;

/** 'A report can hold at most 100 results.' */
export function tooManyResultsMessage(max: number): Message {
  return { key: 'labReports.tooManyResults', values: { max } };
}

/** 'Please enter the result of HbA1c (Glycated haemoglobin).' */
export function valueRequiredMessage(testName: string): Message {
  return { key: 'labReports.valueRequired', values: { test: testName } };
}

/** A numeric test given 'abc' or '6,8'. */
export function valueNotNumberMessage(testName: string): Message {
  return { key: 'labReports.valueNotNumber', values: { test: testName } };
}

/** A reference range we cannot read. */
export function invalidRangeMessage(testName: string): Message {
  return { key: 'labReports.invalidRange', values: { test: testName } };
}

/** A reference range whose low end is above its high end ('100-70'). */
export function reversedRangeMessage(testName: string): Message {
  return { key: 'labReports.reversedRange', values: { test: testName } };
}

/** A custom test with a reference range but a value that is not a number. */
export function rangeNeedsNumberMessage(testName: string): Message {
  return { key: 'labReports.rangeNeedsNumber', values: { test: testName } };
}

/** A catalogue test sent with another unit than the catalogue's. */
export function unitMismatchMessage(testName: string, unit: string): Message {
  return unit
    ? { key: 'labReports.unitMismatch', values: { test: testName, unit } }
    : { key: 'labReports.unitMismatchNoUnit', values: { test: testName } };
}

/** The same test twice in one report. */
export function duplicateTestMessage(testName: string): Message {
  return { key: 'labReports.duplicateTest', values: { test: testName } };
}
