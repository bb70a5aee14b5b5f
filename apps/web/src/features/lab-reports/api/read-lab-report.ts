import type { DocumentRead, DocumentReadDraft } from '@sehat/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { catalogueRow, EMPTY_ROW, type LabReportFormValues } from './lab-report-form-values';

/**
 * Reading a lab report from a PDF or a photo (docs/decisions/050-reading-documents.md): the upload queues a
 * read on the server; the screen polls it until it is done or failed. Nothing is saved as a report here.
 */

/** POST /api/lab-reports/read, one file in `file` → { read_id }. Refusals (413/415/429) carry their message. */
export function useStartRead() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<{ read_id: string }>('/api/lab-reports/read', body);
    },
  });
}

/** GET /api/lab-reports/read/:read_id every second until the read is done or failed. */
export function useRead(readId: string | null) {
  return useQuery({
    queryKey: queryKeys.documentReads.read(readId ?? ''),
    queryFn: ({ signal }) =>
      apiGet<DocumentRead>(`/api/lab-reports/read/${encodeURIComponent(readId ?? '')}`, signal),
    enabled: readId !== null,
    // A finished read does not change: never asked for again (the report saved from it ends it).
    staleTime: Infinity,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}

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
