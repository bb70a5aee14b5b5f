import type { LabTrend } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/lab-trends/:key ('hba1c' or 'custom:<name>'): one test's values oldest first and its band. */
export function getLabTrendQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.labTrends.detail(key),
    queryFn: ({ signal }) => apiGet<LabTrend>(`/api/lab-trends/${encodeURIComponent(key)}`, signal),
  });
}

/** One test's trend. */
export function useLabTrend(key: string) {
  return useQuery(getLabTrendQueryOptions(key));
}
