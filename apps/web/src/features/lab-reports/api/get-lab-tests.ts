import type { LabTestSummaryList } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/lab-trends: every test the patient has results for, with its latest value. */
export function getLabTestsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.labTrends.tests,
    queryFn: ({ signal }) => apiGet<LabTestSummaryList>('/api/lab-trends', signal),
  });
}

/** The tests the patient has results for. */
export function useLabTests() {
  return useQuery(getLabTestsQueryOptions());
}
