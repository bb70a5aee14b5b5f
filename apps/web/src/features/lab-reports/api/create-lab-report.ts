import { i18n } from '@/lib/i18n/i18n';
import { UPLOAD_MESSAGES, type LabReport } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { resultsBody, type LabReportFormValues } from './lab-report-form-values';
import { messageGroup } from '@/lib/i18n/messages';

const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);

/** 'Upload failed', the title docs/product.md gives every refused upload (docs/product.md#upload-messages). */
const UPLOAD_FAILED = uploadMessages.failedTitle;

/** What a write changes: the reports, the trends, the dashboard counts and the bell. */
export const TOUCHED = [
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
export function saveLabReportErrors(): ErrorPolicy {
  return {
    rules: [
      {
        code: 'TOO_MANY_FILES',
        toast: { title: uploadMessages.tooManyTitle, description: uploadMessages.tooManyDescription },
      },
      { status: [413, 415], toast: serverMessage.under(UPLOAD_FAILED) },
      { status: 'client', toast: serverMessage.under(i18n.t('lab-reports:labReportsApi.couldNotSave')) },
    ],
    fallback: { title: i18n.t('lab-reports:labReportsApi.saveFailed') },
  };
}

/**
 * POST /api/lab-reports (multipart through the upload pipeline: the fields, `results` as JSON
 * text, `read_id` of a read it was pre-filled from, then the files), so report and files are saved together
 * or not at all.
 */
export function useCreateLabReport() {
  return useMutation({
    mutationFn: ({
      report,
      files,
      readId,
    }: {
      report: LabReportFormValues;
      files: File[];
      readId?: string;
    }) => {
      const body = new FormData();
      body.append('lab_name', report.lab_name);
      body.append('report_date', report.report_date);
      if (report.ordering_doctor.trim()) body.append('ordering_doctor', report.ordering_doctor);
      body.append('results', JSON.stringify(resultsBody(report.results)));
      // A report pre-filled from a file names its read: the server attaches the read's file (sent already).
      if (readId) body.append('read_id', readId);
      for (const file of files) body.append('files', file);
      return apiUpload<LabReport>('/api/lab-reports', body);
    },
    meta: { invalidates: TOUCHED, errorToast: saveLabReportErrors() },
  });
}
