import type { PrescriptionPage } from '@sehat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/prescriptions?page=&page_size=: records with medications, newest visit first, with their files. */
export function getPrescriptionsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.prescriptions.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet<PrescriptionPage>(`/api/prescriptions?page=${page}&page_size=${pageSize}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the patient's prescriptions. */
export function usePrescriptions(page: number, pageSize: number) {
  return useQuery(getPrescriptionsQueryOptions(page, pageSize));
}
