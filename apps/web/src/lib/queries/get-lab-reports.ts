import type { LabReportPage } from '@sehat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * GET /api/lab-reports?page=&page_size=: the patient's reports, newest report date first (a page keeps
 * the previous one on screen while the next loads). Read by Pathological reports and by the share picker
 * (the newest `MAX_PAGE_SIZE`).
 */
export function getLabReportsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.labReports.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet<LabReportPage>(`/api/lab-reports?page=${page}&page_size=${pageSize}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the patient's lab reports. */
export function useLabReports(page: number, pageSize: number) {
  return useQuery(getLabReportsQueryOptions(page, pageSize));
}
