import { type EmergencyContactList, EMERGENCY_CONTACT_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { CONTACT_WRITES_TOUCH } from './get-emergency-contacts';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('emergencyContacts', EMERGENCY_CONTACT_MESSAGES);

/** POST /api/emergency-contacts/:id/primary: that contact first. */
export function useMakePrimaryContact() {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost<EmergencyContactList>(`/api/emergency-contacts/${id}/primary`, undefined),
    meta: {
      invalidates: CONTACT_WRITES_TOUCH,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}
