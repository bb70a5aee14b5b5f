import type { Dashboard, DashboardCounts, ReadingKind } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { queryKeys } from '@/lib/queries/keys';

const ZERO: DashboardCounts = {
  medical_records: 0,
  upcoming_visits: 0,
  active_prescriptions: 0,
  recent_lab_results: 0,
};

const NO_KINDS: readonly ReadingKind[] = [];

/**
 * GET /api/dashboard → Dashboard: every dashboard count and the active insurance policy in one request. Read by the page and started by its route when it is opened directly (`app/routes.tsx`).
 */
export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.dashboard.all,
    queryFn: ({ signal }) => apiGet<Dashboard>('/api/dashboard', signal),
  });
}

/**
 * The dashboard counts. A failed load is logged (docs/product.md#data-calls: "failed ... count ... loads are only
 * logged"); `failed` tells the page to say "Couldn't load" with `retry` instead of showing zeros
 * (docs/product.md#screens-added-since-the-first-version). `counts` is zeros only while pending or failed.
 */
export function useDashboard() {
  const query = useQuery(getDashboardQueryOptions());

  useLogLoadFailure(query.error, 'dashboard counts');

  return {
    counts: query.data ?? ZERO,
    /** The policy running today for the "My Insurance Policy" card; null when none or not loaded. */
    activePolicy: query.data?.active_policy ?? null,
    /** Today's doses for the Today card (docs/decisions/054-medicines.md); null when not loaded. */
    todayDoses: query.data?.today_doses ?? null,
    /** The kinds of reading due today (docs/decisions/052-readings.md#readings-due); none until loaded. */
    readingsDue: query.data?.readings_due.map(({ kind }) => kind) ?? NO_KINDS,
    /** The vaccines due, overdue or due within a week (docs/decisions/055-vaccinations.md); none until loaded. */
    vaccinesDue: query.data?.vaccines_due ?? [],
    isPending: query.isPending,
    failed: query.isError && !query.data,
    retry: query.refetch,
    retrying: query.isFetching,
  };
}
