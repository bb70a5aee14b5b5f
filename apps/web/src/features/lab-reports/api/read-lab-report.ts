import type { DocumentReadDraft } from '@sehat/shared';
import { catalogueRow, EMPTY_ROW, type LabReportFormValues } from './lab-report-form-values';

/** A lab report read from a file (docs/decisions/050-reading-documents.md) as the lab report form's values. */

/** The draft as the form's values: mapped rows as catalogue rows with the printed value and range. */
export function draftFormValues(draft: DocumentReadDraft): LabReportFormValues {
  const results = draft.results
    .filter((row) => row.test !== null)
    .map((row) => ({ ...catalogueRow(row.test ?? '', row.value), reference_range: row.reference_range }));
  return {
    lab_name: draft.lab_name ?? '',
    report_date: draft.report_date ?? '',
    ordering_doctor: '',
    results: results.length > 0 ? results : [EMPTY_ROW],
  };
}

/** Indexes of the form's rows the reader was unsure of ("Check this value"). */
export function rowsToCheck(draft: DocumentReadDraft): ReadonlySet<number> {
  const mapped = draft.results.filter((row) => row.test !== null);
  return new Set(mapped.flatMap((row, index) => (row.needs_check ? [index] : [])));
}
