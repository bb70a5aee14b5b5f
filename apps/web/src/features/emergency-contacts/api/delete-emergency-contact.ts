import { EMERGENCY_CONTACT_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { CONTACT_WRITES_TOUCH } from './get-emergency-contacts';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('emergencyContacts', EMERGENCY_CONTACT_MESSAGES);

/** DELETE /api/emergency-contacts/:id; the next contact becomes primary. */
export function useDeleteEmergencyContact() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/emergency-contacts/${id}`, { method: 'DELETE' }),
    meta: {
      invalidates: CONTACT_WRITES_TOUCH,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.removeFailed },
      },
    },
  });
}
