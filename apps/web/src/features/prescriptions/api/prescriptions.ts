import { prescriptionPageSchema } from '@sehat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/prescriptions?page=&page_size=: records with medications, newest visit first, with their files. */
export function usePrescriptions(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.prescriptions.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/api/prescriptions?page=${page}&page_size=${pageSize}`, prescriptionPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}
