import { DEFAULT_PAGE_SIZE, type ActivityKind, type ActivityPage } from '@sehat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** Where the activity page says a load failed (and the toast's title). */
const ACTIVITY_LOAD_FAILED = "Couldn't load your activity.";

/**
 * GET /api/activity?page=&kind=: the patient's activity, newest first, `DEFAULT_PAGE_SIZE` a page,
 * optionally one kind. A failed load toasts "Couldn't load your activity." once.
 */
export function getActivityQueryOptions(page: number, kind: ActivityKind | undefined) {
  const query = new URLSearchParams({ page: String(page), page_size: String(DEFAULT_PAGE_SIZE) });
  if (kind) query.set('kind', kind);
  return queryOptions({
    queryKey: queryKeys.activity.list(page, kind ?? 'all'),
    queryFn: ({ signal }) => apiGet<ActivityPage>(`/api/activity?${query.toString()}`, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: { fallback: { title: ACTIVITY_LOAD_FAILED, id: 'activity-load-failed' } } },
  });
}

/** One page of the patient's activity. */
export function useActivity(page: number, kind: ActivityKind | undefined) {
  return useQuery(getActivityQueryOptions(page, kind));
}
