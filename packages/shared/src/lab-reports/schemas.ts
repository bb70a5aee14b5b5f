import { z } from '../zod.js';
import { keyedIssue, messageKey } from '../message-key.js';
import type { Message } from '../message-catalogue.js';
import { isRealIsoDate } from '../calendar-date.js';
import { prescriptionFileSchema } from '../medical-records/file-schemas.js';
import { pageSchema } from '../pagination.js';
import { findLabTest } from './catalogue.js';
import { LAB_FLAGS, parseNumericValue, readReferenceRange, type ReferenceRange } from './flags.js';
import {
  duplicateTestMessage,
  invalidRangeMessage,
  rangeNeedsNumberMessage,
  reversedRangeMessage,
  tooManyResultsMessage,
  unitMismatchMessage,
  valueNotNumberMessage,
  valueRequiredMessage,
} from './messages.js';
import {
  LAB_TEST_NAME_MAX,
  LAB_UNIT_MAX,
  LAB_RANGE_MAX,
  LAB_VALUE_MAX,
  LAB_NAME_MAX,
  LAB_RESULTS_MAX,
} from './rules.js';

/** A `results` field sent as JSON text (a multipart form's field) is read as JSON. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The key that makes two rows the same test: the catalogue code, or the custom name in any case. */
function testKey(row: LabResultInput): string {
  return row.test_code ?? `custom:${row.test_name.toLocaleLowerCase('en-IN')}`;
}

/** Trimmed text; empty or absent becomes null. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, messageKey('labReports.textTooLong'))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** One result row as the form or the API receives it, before the test is resolved. */
const labResultFieldsSchema = z.object({
  test_code: optionalText(LAB_TEST_NAME_MAX),
  test_name: optionalText(LAB_TEST_NAME_MAX),
  unit: optionalText(LAB_UNIT_MAX),
  reference_range: optionalText(LAB_RANGE_MAX),
  value: optionalText(LAB_VALUE_MAX),
});

/**
 * One result row (docs/product.md#screens-added-since-the-first-version): either `test_code` of a catalogue test (its
 * name, LOINC code and unit come from the catalogue; a `unit` sent must be
 * the catalogue's) or a custom test's `test_name` with its own `unit`
 * (optional). `value` is text as printed; a numeric test's value must read as
 * a number (`parseNumericValue`). `reference_range` is optional text
 * (`parseReferenceRange`): the lab's printed range, which overrides the
 * catalogue's; on a custom test it requires a numeric value. Output: the
 * resolved test, `value_number` (null for text) and the typed range (null if
 * none). The flag is not set here: `labResultRow` computes it on the server.
 */
export const labResultInputSchema = labResultFieldsSchema.transform((row, ctx) => {
  const test = row.test_code ? findLabTest(row.test_code) : undefined;
  if (row.test_code && !test) {
    ctx.addIssue({ code: 'custom', message: messageKey('labReports.unknownTest'), path: ['test_code'] });
    return z.NEVER;
  }
  const testName = test?.name ?? row.test_name;
  if (!testName) {
    ctx.addIssue({ code: 'custom', message: messageKey('labReports.testNameRequired'), path: ['test_name'] });
    return z.NEVER;
  }
  const issue = (message: Message, field: string) =>
    ctx.addIssue({ code: 'custom', ...keyedIssue(message), path: [field] });
  if (test && row.unit !== null && row.unit !== test.unit)
    issue(unitMismatchMessage(test.name, test.unit), 'unit');

  const value = row.value ?? '';
  const valueNumber = parseNumericValue(value);
  if (!value) issue(valueRequiredMessage(testName), 'value');
  else if (test?.kind === 'numeric' && valueNumber === null) issue(valueNotNumberMessage(testName), 'value');

  let referenceRange: ReferenceRange | null = null;
  if (row.reference_range) {
    const read = readReferenceRange(row.reference_range);
    if (read.problem === 'reversed') issue(reversedRangeMessage(testName), 'reference_range');
    else if (read.problem) issue(invalidRangeMessage(testName), 'reference_range');
    else if (!test && value && valueNumber === null) issue(rangeNeedsNumberMessage(testName), 'value');
    referenceRange = read.range ?? null;
  }
  return {
    test_code: test?.code ?? null,
    test_name: testName,
    loinc: test?.loinc ?? null,
    unit: test ? test.unit : (row.unit ?? ''),
    kind: test?.kind ?? (valueNumber === null ? 'text' : 'numeric'),
    value,
    value_number: test?.kind === 'text' ? null : valueNumber,
    reference_range: referenceRange,
  };
});
export type LabResultInput = z.output<typeof labResultInputSchema>;

/**
 * A new lab report (docs/product.md#screens-added-since-the-first-version): `lab_name` required; `report_date` a real
 * `yyyy-MM-dd` day not after `today` (the patient's today, `todayIn`);
 * `ordering_doctor` optional (null when empty); `results` 1 to
 * LAB_RESULTS_MAX rows (`labResultInputSchema`), as an array or as JSON text,
 * each test at most once. The same schema checks the form and the API.
 */
export function createLabReportSchema(today: string) {
  return z
    .object({
      lab_name: z
        .string({ error: messageKey('labReports.labNameRequired') })
        .trim()
        .min(1, messageKey('labReports.labNameRequired'))
        .max(LAB_NAME_MAX, messageKey('labReports.textTooLong')),
      report_date: z
        .string({ error: messageKey('labReports.reportDateRequired') })
        .trim()
        .min(1, { message: messageKey('labReports.reportDateRequired'), abort: true })
        .refine(isRealIsoDate, { message: messageKey('labReports.invalidReportDate'), abort: true })
        .refine((date) => date <= today, messageKey('labReports.futureReportDate')),
      ordering_doctor: optionalText(LAB_NAME_MAX),
      results: z.preprocess(
        jsonText,
        z
          .array(labResultInputSchema, {
            error: (issue) =>
              issue.input === undefined
                ? messageKey('labReports.resultsRequired')
                : messageKey('labReports.resultsUnreadable'),
          })
          .min(1, messageKey('labReports.resultsRequired'))
          .refine(
            (rows) => rows.length <= LAB_RESULTS_MAX,
            keyedIssue(tooManyResultsMessage(LAB_RESULTS_MAX)),
          ),
      ),
    })
    .superRefine((report, ctx) => {
      const seen = new Set<string>();
      report.results.forEach((row, index) => {
        const key = testKey(row);
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            ...keyedIssue(duplicateTestMessage(row.test_name)),
            path: ['results', index, 'test_name'],
          });
        seen.add(key);
      });
    });
}
export type CreateLabReport = z.output<ReturnType<typeof createLabReportSchema>>;

/**
 * One stored result as the API answers it. `value` is the text as entered;
 * `value_number` its number (null for a text result); `reference_low/high`
 * the range the flag was computed with (null when open or absent); `flag`
 * null when no range applied; `test_date` the report's date, `yyyy-MM-dd`.
 */
const labResultSchema = z.object({
  id: z.string(),
  test_code: z.string().nullable(),
  test_name: z.string(),
  loinc: z.string().nullable(),
  value: z.string(),
  value_number: z.number().nullable(),
  unit: z.string(),
  reference_low: z.number().nullable(),
  reference_high: z.number().nullable(),
  flag: z.enum(LAB_FLAGS).nullable(),
  test_date: z.string(),
});
export type LabResult = z.infer<typeof labResultSchema>;

/** One report in full: its results in entry order and its files (same pipeline as prescriptions). */
export const labReportSchema = z.object({
  id: z.string(),
  lab_name: z.string(),
  report_date: z.string(),
  ordering_doctor: z.string().nullable(),
  files: z.array(prescriptionFileSchema),
  results: z.array(labResultSchema),
  created_at: z.string(),
});
export type LabReport = z.infer<typeof labReportSchema>;

/** A row of the reports list: counts instead of the rows themselves; `flagged_count` counts High and Low. */
const labReportListItemSchema = labReportSchema
  .pick({ id: true, lab_name: true, report_date: true, ordering_doctor: true, created_at: true })
  .extend({
    result_count: z.number().int().nonnegative(),
    flagged_count: z.number().int().nonnegative(),
    file_count: z.number().int().nonnegative(),
  });

/** GET list of reports: report_date newest first, paginated like every list. */
export const labReportPageSchema = pageSchema(labReportListItemSchema);
export type LabReportPage = z.infer<typeof labReportPageSchema>;

/** `:id` of a report route: the row's uuid (anything else answers like another patient's id). */
export const labReportParamsSchema = z.object({
  id: z.uuid({ error: messageKey('labReports.reportNotFound') }),
});

/** One point of a trend: a numeric result of the test on its report's date. */
const labTrendPointSchema = z.object({
  date: z.string(),
  value: z.number(),
  flag: z.enum(LAB_FLAGS).nullable(),
  report_id: z.string(),
});

/**
 * One test's history for the trend chart: the test, its unit and the range
 * drawn as the band (null sides are open), and every numeric value oldest
 * first.
 */
export const labTrendSchema = z.object({
  test_code: z.string().nullable(),
  test_name: z.string(),
  loinc: z.string().nullable(),
  unit: z.string(),
  reference_low: z.number().nullable(),
  reference_high: z.number().nullable(),
  points: z.array(labTrendPointSchema),
});
export type LabTrend = z.infer<typeof labTrendSchema>;
