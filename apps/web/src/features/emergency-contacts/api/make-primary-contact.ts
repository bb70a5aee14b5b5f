import { EMERGENCY_CONTACT_MESSAGES, emergencyContactListSchema } from '@sehat/shared';
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
      apiPost(`/api/emergency-contacts/${id}/primary`, undefined, emergencyContactListSchema),
    meta: {
      invalidates: CONTACT_WRITES_TOUCH,
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}
