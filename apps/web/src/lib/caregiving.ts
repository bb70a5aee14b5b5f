import { CARE_ROLE_LABELS, type CareRole, type HeldGrantList } from '@sehat/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n/i18n';
import { queryKeys } from '@/lib/queries/keys';
import { useSession } from '@/lib/session';

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

/**
 * True when the open patient's records may only be read: the account is their viewer (or holds the
 * emergency card only). Screens hide their add, edit and delete buttons; the API refuses such a change
 * anyway (403 `caregivers.readOnly`, shown as a toast).
 */
export function useReadOnly(): boolean {
  const role = useSession().data?.patient.role;
  return role === 'viewer' || role === 'emergency';
}
