import {
  EMERGENCY_CONTACT_MESSAGES,
  type EmergencyContactFields,
  type EmergencyContact,
} from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { CONTACT_WRITES_TOUCH } from './get-emergency-contacts';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('emergencyContacts', EMERGENCY_CONTACT_MESSAGES);

/**
 * POST /api/emergency-contacts (add) or PUT /api/emergency-contacts/:id (edit) → the saved contact. A
 * refusal shows the server's message (e.g. the 6th contact, a bad number); else 'save failed'.
 */
export function useSaveEmergencyContact() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: EmergencyContactFields }) =>
      id
        ? apiRequest<EmergencyContact>(`/api/emergency-contacts/${id}`, { method: 'PUT', body: fields })
        : apiPost<EmergencyContact>('/api/emergency-contacts', fields),
    meta: {
      invalidates: CONTACT_WRITES_TOUCH,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}
