import { i18n } from '@/lib/i18n/i18n';
import {
  labReportPageSchema,
  labReportSchema,
  labTestSummaryListSchema,
  labTrendSchema,
  signedLinkSchema,
  UPLOAD_MESSAGES,
  type FileUrlQuery,
  type LabReport,
} from '@sehat/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiUpload } from '@/lib/api-client';
import { catalogueParts } from '@/lib/catalogue-toast';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { resultsBody, type LabReportFormValues } from './lab-report-form-values';

const reportPath = (id: string) => `/api/lab-reports/${encodeURIComponent(id)}`;

/** 'Upload failed', the title docs/product.md gives every refused upload (docs/product.md#upload-messages). */
const UPLOAD_FAILED = catalogueParts(UPLOAD_MESSAGES.uploadFailed).title;

/** GET /api/lab-reports?page=&page_size=: the patient's reports, newest report date first. */
export function labReportsQuery(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.labReports.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/api/lab-reports?page=${page}&page_size=${pageSize}`, labReportPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/lab-reports/:id: one report with its results and files (another patient's is a 404). */
export function labReportQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.labReports.detail(id),
    queryFn: ({ signal }) => apiGet(reportPath(id), labReportSchema, signal),
  });
}

/** GET /api/lab-trends: every test the patient has results for, with its latest value. */
export function labTestsQuery() {
  return queryOptions({
    queryKey: queryKeys.labTrends.tests,
    queryFn: ({ signal }) => apiGet('/api/lab-trends', labTestSummaryListSchema, signal),
  });
}

/** GET /api/lab-trends/:key ('hba1c' or 'custom:<name>'): one test's values oldest first and its band. */
export function labTrendQuery(key: string) {
  return queryOptions({
    queryKey: queryKeys.labTrends.detail(key),
    queryFn: ({ signal }) => apiGet(`/api/lab-trends/${encodeURIComponent(key)}`, labTrendSchema, signal),
  });
}

/**
 * GET /api/lab-reports/:id/files/:fileName/url: a signed link to one file of a report, valid
 * 3600 s, opened in a tab (`inline`) or saved (`attachment`).
 */
export function fetchLabReportFileUrl(
  reportId: string,
  fileName: string,
  disposition: FileUrlQuery['disposition'],
) {
  const path = `${reportPath(reportId)}/files/${encodeURIComponent(fileName)}/url`;
  return apiGet(`${path}?disposition=${disposition}`, signedLinkSchema);
}

/** What a write changes: the reports, the trends, the dashboard counts and the bell. */
const TOUCHED = [
  queryKeys.labReports.all,
  queryKeys.labTrends.all,
  queryKeys.dashboard.all,
  queryKeys.shell.all,
];

/**
 * What a refused report shows: too many files or a refused file under 'Upload failed'; a refused
 * field (400, the server's message names the test) under 'Could not save the lab report'; anything
 * else a generic failure. The form also shows a 400's message beside the results.
 */
function saveLabReportErrors(): ErrorPolicy {
  return {
    rules: [
      { code: 'TOO_MANY_FILES', toast: serverMessage.asCatalogue },
      { status: [413, 415], toast: serverMessage.under(UPLOAD_FAILED) },
      { status: 'client', toast: serverMessage.under(i18n.t('lab-reports:labReportsApi.couldNotSave')) },
    ],
    fallback: { title: i18n.t('lab-reports:labReportsApi.saveFailed') },
  };
}

/**
 * POST /api/lab-reports (multipart through the upload pipeline: the fields, `results` as JSON
 * text, then the files), so report and files are saved together or not at all.
 */
export function useCreateLabReport() {
  return useMutation({
    mutationFn: ({ report, files }: { report: LabReportFormValues; files: File[] }) => {
      const body = new FormData();
      body.append('lab_name', report.lab_name);
      body.append('report_date', report.report_date);
      if (report.ordering_doctor.trim()) body.append('ordering_doctor', report.ordering_doctor);
      body.append('results', JSON.stringify(resultsBody(report.results)));
      for (const file of files) body.append('files', file);
      return apiUpload('/api/lab-reports', body, labReportSchema);
    },
    meta: { invalidates: TOUCHED, errorToast: saveLabReportErrors() },
  });
}

/** PUT /api/lab-reports/:id: new fields and results (the files stay); the detail shows the answer at once. */
export function useEditLabReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: LabReportFormValues) =>
      apiRequest(reportPath(id), labReportSchema, {
        method: 'PUT',
        body: { ...report, results: resultsBody(report.results) },
      }),
    onSuccess: (report: LabReport) => queryClient.setQueryData(queryKeys.labReports.detail(id), report),
    meta: { invalidates: TOUCHED, errorToast: saveLabReportErrors() },
  });
}

/**
 * DELETE /api/lab-reports/:id: the report, its results and its files. It refreshes the lists, not
 * the report itself (refetching it now would be a 404 while its page is still shown); the caller
 * drops it with `useForgetLabReport` once it has left that page.
 */
export function useDeleteLabReport(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(reportPath(id), undefined, { method: 'DELETE' }),
    meta: {
      invalidates: [
        queryKeys.labReports.lists,
        queryKeys.labTrends.all,
        queryKeys.dashboard.all,
        queryKeys.shell.all,
      ],
      errorToast: { fallback: { title: i18n.t('lab-reports:labReportsApi.deleteFailed') } },
    },
  });
}

/** Drops a deleted report from the cache. */
export function useForgetLabReport() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.removeQueries({ queryKey: queryKeys.labReports.detail(id), exact: true });
}
