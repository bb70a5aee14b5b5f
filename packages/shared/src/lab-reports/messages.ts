import type { Message } from '../message-catalogue.js';
export { LAB_REPORT_MESSAGES } from './message-table.js';

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
