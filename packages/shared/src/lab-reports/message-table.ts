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
