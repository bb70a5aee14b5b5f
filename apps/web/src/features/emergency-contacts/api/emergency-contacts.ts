import {
  EMERGENCY_CONTACT_MESSAGES as M,
  emergencyContactListSchema,
  emergencyContactSchema,
  type EmergencyContactFields,
} from '@sehat/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';

/** What contacts writes change: the list, and the emergency card that shows them. */
const touched = [queryKeys.emergencyContacts.all, queryKeys.emergencyCard.all];

/** A refusal shows the server's message (e.g. the 6th contact, a bad number); else the fallback. */
const writeErrors = (fallback: string): ErrorPolicy => ({
  rules: [{ status: 'client', toast: serverMessage.asTitle }],
  fallback: { title: fallback },
});

/** GET /api/emergency-contacts: up to 5, primary first. A failure shows inline with Retry. */
export function useEmergencyContacts() {
  return useQuery({
    queryKey: queryKeys.emergencyContacts.all,
    queryFn: ({ signal }) => apiGet('/api/emergency-contacts', emergencyContactListSchema, signal),
  });
}

/** POST /api/emergency-contacts (add) or PUT /api/emergency-contacts/:id (edit) → the saved contact. */
export function useSaveEmergencyContact() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: EmergencyContactFields }) =>
      id
        ? apiRequest(`/api/emergency-contacts/${id}`, emergencyContactSchema, { method: 'PUT', body: fields })
        : apiPost('/api/emergency-contacts', fields, emergencyContactSchema),
    meta: { invalidates: touched, errorToast: writeErrors(M.saveFailed) },
  });
}

/** DELETE /api/emergency-contacts/:id; the next contact becomes primary. */
export function useRemoveEmergencyContact() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/emergency-contacts/${id}`, undefined, { method: 'DELETE' }),
    meta: { invalidates: touched, errorToast: writeErrors(M.removeFailed) },
  });
}

/** POST /api/emergency-contacts/:id/primary: that contact first. */
export function useMakePrimaryContact() {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(`/api/emergency-contacts/${id}/primary`, undefined, emergencyContactListSchema),
    meta: { invalidates: touched, errorToast: writeErrors(M.saveFailed) },
  });
}
