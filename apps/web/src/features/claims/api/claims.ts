import { i18n } from '@/lib/i18n/i18n';
import {
  CLAIM_MESSAGES,
  claimListSchema,
  claimSchema,
  signedLinkSchema,
  type CreateClaimFields,
  type ReceiptQuery,
} from '@sehat/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiRequest, apiUpload } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { byName, clinicsQuery } from '@/lib/queries/clinics';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/claims?page=&page_size=: the patient's claims, newest claim_date first. A failed load
 * toasts 'Failed to load insurance claims.' (docs/product.md#messages).
 */
export function useClaims(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.claims.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/api/claims?page=${page}&page_size=${pageSize}`, claimListSchema, signal),
    placeholderData: keepPreviousData,
    meta: { errorToast: { fallback: { title: CLAIM_MESSAGES.loadFailed, id: 'claims-load-failed' } } },
  });
}

/**
 * GET /api/claims/:id: one of the patient's claims (another patient's is a 404). A failed load
 * toasts 'Failed to load claim details.' (docs/product.md#messages); the page then returns to the list.
 */
export function useClaim(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.claims.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet(`/api/claims/${encodeURIComponent(id ?? '')}`, claimSchema, signal),
    enabled: Boolean(id),
    retry: false,
    meta: { errorToast: { fallback: { title: CLAIM_MESSAGES.detailLoadFailed, id: 'claim-load-failed' } } },
  });
}

/**
 * The patient's own clinic names for the claim form's hospital list, sorted by name (docs/product.md#data-calls
 * "select id, name of own clinics ordered by name"), loaded once `enabled` (the patient reaches for
 * the list), so the form's first load is only its own data (docs/decisions/037-screen-data-with-the-shell.md). A failed load leaves
 * the list empty: the form still offers 'Other (Type below)'.
 */
export function useOwnClinicNames(enabled: boolean) {
  return useQuery({
    ...clinicsQuery(),
    select: (clinics) => [...new Set(byName(clinics).map((clinic) => clinic.name))],
    retry: false,
    enabled,
  });
}

/** What a refused claim shows (docs/product.md#claim-messages). */
export const addClaimErrors: ErrorPolicy = {
  rules: [
    { status: 413, toast: { title: CLAIM_MESSAGES.fileTooLarge } },
    { status: [400, 415], toast: serverMessage.under(CLAIM_MESSAGES.addFailed) },
  ],
  fallback: { title: CLAIM_MESSAGES.addFailed },
};

/**
 * POST /api/claims (multipart: the form's fields, then an optional `receipt`). Failures (docs/product.md#claim-messages): a receipt too large is 'File size must be less than 10MB'; for a refused field or file
 * type the server's reason is the description under 'Failed to add insurance claim. Please try again.'.
 */
export function useAddClaim() {
  return useMutation({
    mutationFn: (body: FormData) => apiUpload('/api/claims', body, claimSchema),
    meta: {
      invalidates: [queryKeys.claims.all],
      errorToast: addClaimErrors,
    },
  });
}

/** Whether a failed add was the receipt being too large (413): the form then clears the receipt. */
export function isTooLarge(error: unknown): boolean {
  return error instanceof ApiError && error.status === 413;
}

/** GET /api/claims/:id/receipt: a signed link to the receipt (or the approved receipt), valid 3600 s. */
export function fetchReceiptUrl(claimId: string, query: ReceiptQuery) {
  const params = new URLSearchParams({ kind: query.kind, disposition: query.disposition });
  return apiGet(`/api/claims/${encodeURIComponent(claimId)}/receipt?${params.toString()}`, signedLinkSchema);
}

/** What a refused change of a claim shows: the server's reason (not pending any more, a field). */
const changeClaimErrors = (failed: string): ErrorPolicy => ({
  rules: [{ status: [400, 409], toast: serverMessage.under(failed) }],
  fallback: { title: failed },
});

/**
 * PUT /api/claims/:id with the form's fields (JSON, strings as in the multipart form): only while
 * the claim is pending (409 otherwise). The receipt stays as filed.
 */
export function useEditClaim(id: string) {
  return useMutation({
    mutationFn: (fields: Record<keyof CreateClaimFields, string>) =>
      apiRequest(`/api/claims/${encodeURIComponent(id)}`, claimSchema, { method: 'PUT', body: fields }),
    meta: {
      invalidates: [queryKeys.claims.all],
      errorToast: changeClaimErrors(i18n.t('claims:claimsApi.updateFailed')),
    },
  });
}

/**
 * DELETE /api/claims/:id: a pending claim and its receipts go (409 once decided). Only the lists
 * reload: the open detail would refetch a 404 before the page leaves.
 */
export function useDeleteClaim(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`/api/claims/${encodeURIComponent(id)}`, undefined, { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.claims.lists],
      errorToast: changeClaimErrors(i18n.t('claims:claimsApi.deleteFailed')),
    },
  });
}
