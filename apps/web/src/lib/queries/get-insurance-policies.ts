import type { InsurancePolicyList } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/** The path of one policy period (`:id` encoded): its GET, writes and e-card link. */
export const policyPath = (id: string) => `/api/insurance-policies/${encodeURIComponent(id)}`;

/** GET /api/insurance-policies: every period of the patient's policies, the latest end date first. */
export function getPoliciesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.insurancePolicies.list,
    queryFn: ({ signal }) => apiGet<InsurancePolicyList>('/api/insurance-policies', signal),
  });
}

/** The patient's policies (the policies page, and the claim form's policy choice); a failure shows inline with Retry. */
export function usePolicies() {
  return useQuery(getPoliciesQueryOptions());
}
