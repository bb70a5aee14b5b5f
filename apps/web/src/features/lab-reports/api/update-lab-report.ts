import type { LabReport } from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { saveLabReportErrors, TOUCHED } from './create-lab-report';
import { labReportPath } from './get-lab-report';
import { resultsBody, type LabReportFormValues } from './lab-report-form-values';

/** PUT /api/lab-reports/:id: new fields and results (the files stay); the detail shows the answer at once. */
export function useUpdateLabReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: LabReportFormValues) =>
      apiRequest<LabReport>(labReportPath(id), {
        method: 'PUT',
        body: { ...report, results: resultsBody(report.results) },
      }),
    onSuccess: (report: LabReport) => queryClient.setQueryData(queryKeys.labReports.detail(id), report),
    meta: { invalidates: TOUCHED, errorToast: saveLabReportErrors() },
  });
}
