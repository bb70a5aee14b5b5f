import {
  INSURANCE_POLICY_MESSAGES,
  type Claim,
  type InsurancePolicy,
  type InsurancePolicyDetail,
} from '@sehat/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, apiUpload } from '@/lib/api-client';
import { policyPath } from '@/lib/queries/get-insurance-policies';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const policyMessages = messageGroup('insurancePolicies', INSURANCE_POLICY_MESSAGES);

/** GET /api/insurance-policies/:id: one period with its claims and totals (another patient's: 404, not retried). */
export function getPolicyQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.insurancePolicies.detail(id),
    queryFn: ({ signal }) => apiGet<InsurancePolicyDetail>(policyPath(id), signal),
    retry: false,
  });
}

/** One period; nothing is asked without an id. */
export function usePolicy(id: string | undefined) {
  return useQuery({ ...getPolicyQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** A refused save: the server's reason (a field, a member, the e-card's type or size) under the failure. */
const saveErrors: ErrorPolicy = {
  rules: [{ status: [400, 404, 409, 413, 415], toast: serverMessage.under(policyMessages.saveFailed) }],
  fallback: { title: policyMessages.saveFailed },
};

/** What a policy save changes: the policies, the dashboard card, and the claims that show their policy. */
const SAVED = [queryKeys.insurancePolicies.all, queryKeys.dashboard.all, queryKeys.claims.all];

/**
 * Saves the policy form (multipart: the fields, then an optional `e_card`): POST /api/insurance-policies to
 * add, PUT …/:id to edit (a new e-card replaces the old), POST …/:id/renew for the next period.
 */
export function useSavePolicy(mode: { kind: 'add' } | { kind: 'edit' | 'renew'; id: string }) {
  return useMutation({
    mutationFn: (body: FormData) =>
      mode.kind === 'add'
        ? apiUpload<InsurancePolicy>('/api/insurance-policies', body)
        : mode.kind === 'renew'
          ? apiUpload<InsurancePolicy>(`${policyPath(mode.id)}/renew`, body)
          : apiRequest<InsurancePolicy>(policyPath(mode.id), { method: 'PUT', body }),
    meta: { invalidates: SAVED, errorToast: saveErrors },
  });
}

/** DELETE /api/insurance-policies/:id: the period and its e-card go; its claims stay, unlinked. */
export function useDeletePolicy(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(policyPath(id), { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.insurancePolicies.list, queryKeys.dashboard.all, queryKeys.claims.all],
      errorToast: { rules: [], fallback: { title: policyMessages.deleteFailed } },
    },
  });
}

/** PUT /api/claims/:id/policy: links a claim (any status) to a policy period, or unlinks it with null. */
export function useLinkClaim() {
  return useMutation({
    mutationFn: ({ claimId, policyId }: { claimId: string; policyId: string | null }) =>
      apiRequest<Claim>(`/api/claims/${encodeURIComponent(claimId)}/policy`, {
        method: 'PUT',
        body: { policy_id: policyId },
      }),
    meta: {
      invalidates: [queryKeys.insurancePolicies.all, queryKeys.claims.all],
      errorToast: {
        rules: [{ status: [400, 404], toast: serverMessage.asTitle }],
        fallback: { title: policyMessages.saveFailed },
      },
    },
  });
}
