import type { LabReport } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** The path of one lab report (`:id` encoded): its GET here, its writes and files in the feature's other files. */
export const labReportPath = (id: string) => `/api/lab-reports/${encodeURIComponent(id)}`;

/**
 * GET /api/lab-reports/:id: one report with its results and files (another patient's is a 404). Read by
 * the report and edit pages, and started by the report's route when it is opened directly
 * (`app/routes.tsx`).
 */
export function getLabReportQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.labReports.detail(id),
    queryFn: ({ signal }) => apiGet<LabReport>(labReportPath(id), signal),
  });
}

/** One lab report; `enabled` false stops asking (a report just deleted), `staleTime` 0 reads it afresh. */
export function useLabReport(id: string, options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ ...getLabReportQueryOptions(id), ...options });
}
