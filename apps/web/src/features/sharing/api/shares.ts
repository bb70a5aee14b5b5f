import {
  createdShareSchema,
  labReportPageSchema,
  medicalRecordPageSchema,
  MAX_PAGE_SIZE,
  SHARE_MESSAGES as M,
  sharePageSchema,
  shareSchema,
  type CreateShare,
} from '@sehat/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { catalogueToast, serverMessage } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/** GET /api/shares?page=&page_size=: the patient's links, newest first, with status and opens. */
export function useShares(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.shares.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/api/shares?page=${page}&page_size=${pageSize}`, sharePageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** The records the patient may pick: the newest 100 (GET /api/medical-records). */
export function usePickableRecords() {
  return useQuery({
    queryKey: queryKeys.medicalRecords.list(1, MAX_PAGE_SIZE),
    queryFn: ({ signal }) =>
      apiGet(`/api/medical-records?page=1&page_size=${MAX_PAGE_SIZE}`, medicalRecordPageSchema, signal),
  });
}

/** The lab reports the patient may pick: the newest 100 (GET /api/lab-reports). */
export function usePickableLabReports() {
  return useQuery({
    queryKey: queryKeys.labReports.list(1, MAX_PAGE_SIZE),
    queryFn: ({ signal }) =>
      apiGet(`/api/lab-reports?page=1&page_size=${MAX_PAGE_SIZE}`, labReportPageSchema, signal),
  });
}

/**
 * POST /api/shares → the share, its link and its code (shown once). A refusal shows the server's
 * sentence (an empty scope, another patient's id), anything else 'Failed to create the share link'.
 */
export function useCreateShare() {
  return useMutation({
    mutationFn: (body: CreateShare) => apiPost('/api/shares', body, createdShareSchema),
    meta: {
      invalidates: [queryKeys.shares.all],
      errorToast: {
        rules: [{ status: [400, 404], toast: serverMessage.under(catalogueToast(M.createFailed).title) }],
        fallback: catalogueToast(M.createFailed),
      },
    },
  });
}

/** POST /api/shares/:id/revoke: the link stops working at once. */
export function useRevokeShare() {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(`/api/shares/${encodeURIComponent(id)}/revoke`, undefined, shareSchema),
    meta: { invalidates: [queryKeys.shares.all], errorToast: { fallback: catalogueToast(M.revokeFailed) } },
  });
}
