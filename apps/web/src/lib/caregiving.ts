import { CARE_ROLE_LABELS, type CareRole, type HeldGrantList } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/caregivers/held: the patients the signed-in account cares for with a live grant
 * (docs/decisions/051-caregivers.md), read by the header's switcher and the Caregivers page.
 */
export function useHeldGrants(enabled = true) {
  return useQuery({
    queryKey: queryKeys.caregivers.held,
    queryFn: ({ signal }) => apiGet<HeldGrantList>('/api/caregivers/held', signal),
    enabled,
  });
}

/** 'Viewer' / 'देखने वाले': a caregiver's role in the UI's language. */
export function careRoleLabel(role: CareRole): string {
  return CARE_ROLE_LABELS[role][currentLanguage()];
}
