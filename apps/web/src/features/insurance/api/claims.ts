import { claimListSchema, claimSchema, signedLinkSchema, type ReceiptQuery } from '@sehat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiUpload } from '@/lib/api-client';

const claimsQueryKey = ['claims'] as const;

/** GET /api/claims?page=&page_size= — the patient's claims, newest claim_date first. */
export function useClaims(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...claimsQueryKey, 'list', page, pageSize],
    queryFn: ({ signal }) =>
      apiGet(`/api/claims?page=${page}&page_size=${pageSize}`, claimListSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/claims/:id — one of the patient's claims (another patient's is a 404). */
export function useClaim(id: string | undefined) {
  return useQuery({
    queryKey: [...claimsQueryKey, 'detail', id],
    queryFn: ({ signal }) => apiGet(`/api/claims/${encodeURIComponent(id ?? '')}`, claimSchema, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** POST /api/claims (multipart: the form's fields and an optional `receipt`). */
export function useAddClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => apiUpload('/api/claims', body, claimSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: claimsQueryKey });
    },
  });
}

/** GET /api/claims/:id/receipt — a signed link to the receipt (or the approved receipt), valid 3600 s. */
export function fetchReceiptUrl(claimId: string, query: ReceiptQuery) {
  const params = new URLSearchParams({ kind: query.kind, disposition: query.disposition });
  return apiGet(`/api/claims/${encodeURIComponent(claimId)}/receipt?${params.toString()}`, signedLinkSchema);
}
