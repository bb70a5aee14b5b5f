import { PERSONAL_INFO_MESSAGES, type PersonalInfo, type UpdatePersonalInfoRequest } from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

/**
 * PATCH /api/personal-info; resolves with the saved values, which the page shows at once. A
 * failure is 'Error: Failed to update personal information.' (docs/product.md#messages).
 */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePersonalInfoRequest) =>
      apiRequest<PersonalInfo>('/api/personal-info', { method: 'PATCH', body }),
    onSuccess: (info: PersonalInfo) => {
      queryClient.setQueryData(queryKeys.personalInfo.all, info);
    },
    meta: {
      // The profile row and the emergency card show these fields too.
      invalidates: [queryKeys.profile.full, queryKeys.emergencyCard.all],
      errorToast: { fallback: { title: M.errorTitle, description: M.updateFailed } },
    },
  });
}
