import type { MedicalRecord } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** The path of one medical record (`:id` encoded): its GET here, its writes in the feature's other files. */
export const medicalRecordPath = (id: string) => `/api/medical-records/${encodeURIComponent(id)}`;

/**
 * GET /api/medical-records/:id: one record (another patient's is a 404, not retried). Read by the record
 * and edit pages, and started by the record's route when it is opened directly (`app/routes.tsx`).
 */
export function getMedicalRecordQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.medicalRecords.detail(id),
    queryFn: ({ signal }) => apiGet<MedicalRecord>(medicalRecordPath(id), signal),
    retry: false,
  });
}

/** One medical record; nothing is asked without an id. */
export function useMedicalRecord(id: string | undefined) {
  return useQuery({ ...getMedicalRecordQueryOptions(id ?? ''), enabled: Boolean(id) });
}
