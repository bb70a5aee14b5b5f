import {
  CARE_CATEGORIES,
  CARE_ROLE_LABELS,
  careVerdict,
  type CareCategory,
  type CareNeed,
  type CareRole,
  type HeldGrantList,
  type ShellPatient,
} from '@sehat/shared';
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

/**
 * True when the open patient's records may be shared by link: the account's own or a family member it
 * manages. Share links are the patient's own decision, never a caregiver's (the API answers 403).
 */
export function useMayShare(): boolean {
  const role = useSession().data?.patient.role;
  return role === 'self' || role === 'manager';
}

/**
 * True when the open patient lets the account use a screen that needs `need`, by the rule the API answers
 * with (`careVerdict`): the sidebar shows a caregiver only the links their grant opens. True while the
 * session is loading (the account's own patient is the default).
 */
export function careAllows(patient: ShellPatient | undefined, need: CareNeed): boolean {
  if (!patient) return true;
  return careVerdict(need, { role: patient.role, categories: patient.categories ?? [] }) === 'ok';
}

/** The screen of each category a caregiver may be limited to, in the order one is chosen to open first. */
const CATEGORY_SCREENS: readonly [CareCategory, string][] = [
  ['history', '/medical-history'],
  ['lab_reports', '/pathological-reports'],
  ['readings', '/readings'],
  ['visits', '/upcoming-visits'],
  ['claims', '/insurance-claims'],
];

/**
 * Where switching to a patient one cares for opens: the dashboard with every category (its counts cover
 * them all), the emergency card for the emergency role, else the first screen within the grant's scope.
 */
export function careLanding(role: CareRole, categories: readonly CareCategory[]): string {
  if (role === 'emergency') return '/emergency-card';
  if (CARE_CATEGORIES.every((category) => categories.includes(category))) return '/dashboard';
  return CATEGORY_SCREENS.find(([category]) => categories.includes(category))?.[1] ?? '/emergency-card';
}
