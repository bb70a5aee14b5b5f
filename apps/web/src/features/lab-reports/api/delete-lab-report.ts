import { i18n } from '@/lib/i18n/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { labReportPath } from './get-lab-report';

/**
 * DELETE /api/lab-reports/:id: the report, its results and its files. It refreshes the lists, not
 * the report itself (refetching it now would be a 404 while its page is still shown); the caller
 * drops it with `useForgetLabReport` once it has left that page.
 */
export function useDeleteLabReport(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(labReportPath(id), { method: 'DELETE' }),
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
