import {
  CAREGIVER_MESSAGES,
  type CareGrant,
  type CareInvitationFields,
  type CaregiverList,
  type Nominee,
  type NomineeInput,
  type NomineeRequest,
} from '@sehat/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';
export { useHeldGrants } from '@/lib/caregiving';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);
const refusal = (fallback: (typeof M)[keyof typeof M]) => ({
  rules: [{ status: 'client' as const, toast: serverMessage.asTitle }],
  fallback: { title: fallback },
});

/** GET /api/caregivers: the acting patient's caregivers and open invitations (docs/decisions/051-caregivers.md). */
export function getCaregiversQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.caregivers.all,
    queryFn: ({ signal }) => apiGet<CaregiverList>('/api/caregivers', signal),
  });
}

/** The acting patient's caregivers; only the patient's own or managing account may ask (else 404). */
export function useCaregivers(enabled = true) {
  return useQuery({ ...getCaregiversQueryOptions(), enabled });
}

/** POST /api/caregivers/invitations: the invitation mail goes through the outbox. */
export function useInviteCaregiver() {
  return useMutation({
    mutationFn: (fields: CareInvitationFields) =>
      apiPost<{ id: string }>('/api/caregivers/invitations', fields),
    meta: { invalidates: [queryKeys.caregivers.all], errorToast: refusal(M.inviteFailed) },
  });
}

/** DELETE /api/caregivers/:id: ends a grant at once (either side). */
export function useRevokeGrant() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/caregivers/${id}`, { method: 'DELETE' }),
    meta: { invalidates: [queryKeys.caregivers.all], errorToast: refusal(M.revokeFailed) },
  });
}

/** POST /api/caregivers/:id/renew { months }. */
export function useRenewGrant() {
  return useMutation({
    mutationFn: ({ id, months }: { id: string; months: number }) =>
      apiPost(`/api/caregivers/${id}/renew`, { months }),
    meta: { invalidates: [queryKeys.caregivers.all], errorToast: refusal(M.renewFailed) },
  });
}

/** POST /api/caregivers/invitations/accept { token } → the grant. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (token: string) => apiPost<CareGrant>('/api/caregivers/invitations/accept', { token }),
    meta: { invalidates: [queryKeys.caregivers.held], errorToast: refusal(M.acceptFailed) },
  });
}

/** PUT /api/caregivers/nominee { grant_id, wait_days } (docs/decisions/060-nominee.md). */
export function useNameNominee() {
  return useMutation({
    mutationFn: (input: NomineeInput) =>
      apiRequest<Nominee>('/api/caregivers/nominee', { method: 'PUT', body: input }),
    meta: { invalidates: [queryKeys.caregivers.all], errorToast: refusal(M.nomineeFailed) },
  });
}

/** DELETE /api/caregivers/nominee. */
export function useRemoveNominee() {
  return useMutation({
    mutationFn: () => apiRequest('/api/caregivers/nominee', { method: 'DELETE' }),
    meta: { invalidates: [queryKeys.caregivers.all], errorToast: refusal(M.nomineeFailed) },
  });
}

/** POST /api/caregivers/nominee/refuse: refuses the pending emergency-access request. */
export function useRefuseEmergencyAccess() {
  return useMutation({
    mutationFn: () => apiPost('/api/caregivers/nominee/refuse', {}),
    meta: { invalidates: [queryKeys.caregivers.all], errorToast: refusal(M.nomineeFailed) },
  });
}

/** POST /api/caregivers/held/:id/emergency-access: the nominee asks; the patient is told. */
export function useRequestEmergencyAccess() {
  return useMutation({
    mutationFn: (grantId: string) =>
      apiPost<NomineeRequest>(`/api/caregivers/held/${grantId}/emergency-access`, {}),
    meta: { invalidates: [queryKeys.caregivers.held], errorToast: refusal(M.nomineeFailed) },
  });
}

/**
 * PATCH /api/caregivers/held/:id { reminders }: the caregiver gets (or stops getting) the patient's reminder
 * mails (docs/decisions/051-caregivers.md#reminders-to-caregivers).
 */
export function useCareReminders() {
  return useMutation({
    mutationFn: ({ grantId, reminders }: { grantId: string; reminders: boolean }) =>
      apiRequest(`/api/caregivers/held/${grantId}`, { method: 'PATCH', body: { reminders } }),
    meta: { invalidates: [queryKeys.caregivers.held], errorToast: refusal(M.remindersFailed) },
  });
}
