import type { ReadingKind, ReadingPage, ReadingSeries, ReadingSummary } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** Readings per page of a kind's history. */
export const READINGS_PAGE_SIZE = 10;

/** GET /api/readings/summary: every kind's latest reading, 7- and 30-day averages and flags (the Readings page's first request). */
export function getReadingSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.readings.summary,
    queryFn: ({ signal }) => apiGet<ReadingSummary>('/api/readings/summary', signal),
  });
}

/** The summary of every kind. */
export function useReadingSummary() {
  return useQuery(getReadingSummaryQueryOptions());
}

/** GET /api/readings/series?kind=&days=: a kind's chart, oldest first, with its band. */
export function useReadingSeries(kind: ReadingKind, days: number) {
  return useQuery({
    queryKey: queryKeys.readings.series(kind, days),
    queryFn: ({ signal }) => apiGet<ReadingSeries>(`/api/readings/series?kind=${kind}&days=${days}`, signal),
  });
}

/** GET /api/readings?kind=&page=: one page of a kind's history, newest first. */
export function useReadingPage(kind: ReadingKind, page: number) {
  return useQuery({
    queryKey: queryKeys.readings.list(kind, page),
    queryFn: ({ signal }) =>
      apiGet<ReadingPage>(`/api/readings?kind=${kind}&page=${page}&page_size=${READINGS_PAGE_SIZE}`, signal),
  });
}
