import type { MedicalRecordPage } from '@sehat/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * GET /api/medical-records?page=&page_size=: the patient's records, newest visit first (a page keeps the
 * previous one on screen while the next loads). Read by Medical history and by the share picker (the
 * newest `MAX_PAGE_SIZE`).
 */
export function getMedicalRecordsQueryOptions(page: number, pageSize: number) {
  return queryOptions({
    queryKey: queryKeys.medicalRecords.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet<MedicalRecordPage>(`/api/medical-records?page=${page}&page_size=${pageSize}`, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the patient's medical records. */
export function useMedicalRecords(page: number, pageSize: number) {
  return useQuery(getMedicalRecordsQueryOptions(page, pageSize));
}
