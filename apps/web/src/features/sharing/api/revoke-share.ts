import { SHARE_MESSAGES as M, type Share } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { catalogueToast } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/** POST /api/shares/:id/revoke: the link stops working at once. */
export function useRevokeShare() {
  return useMutation({
    mutationFn: (id: string) => apiPost<Share>(`/api/shares/${encodeURIComponent(id)}/revoke`, undefined),
    meta: { invalidates: [queryKeys.shares.all], errorToast: { fallback: catalogueToast(M.revokeFailed) } },
  });
}
