import { FAMILY_MESSAGES, type FamilyMemberFields, type FamilyPatient } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiRequest } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('family', FAMILY_MESSAGES);

/**
 * POST /api/family (add) or PUT /api/family/:id (edit) → the saved member. A refusal shows the server's
 * message (e.g. the 11th member, a bad field); else 'save failed'. The header's name changes too.
 */
export function useSaveFamilyMember() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: FamilyMemberFields }) =>
      id
        ? apiRequest<FamilyPatient>(`/api/family/${id}`, { method: 'PUT', body: fields })
        : apiPost<FamilyPatient>('/api/family', fields),
    meta: {
      invalidates: [queryKeys.family.all, queryKeys.shell.all],
      errorToast: {
        rules: [{ status: 'client', toast: serverMessage.asTitle }],
        fallback: { title: M.saveFailed },
      },
    },
  });
}
