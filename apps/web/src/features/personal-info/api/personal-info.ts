import {
  PERSONAL_INFO_MESSAGES as M,
  personalInfoSchema,
  type PersonalInfo,
  type UpdatePersonalInfoRequest,
} from '@sehat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/personal-info (docs/product.md#data-calls personal-info select). A patient without a profile gets a 404,
 * which the page shows as 'Personal information not found.'; any other failure also toasts
 * 'Error: Failed to load personal information.' (docs/product.md#messages).
 */
export function usePersonalInfo() {
  return useQuery({
    queryKey: queryKeys.personalInfo.all,
    queryFn: ({ signal }) => apiGet('/api/personal-info', personalInfoSchema, signal),
    retry: false,
    meta: {
      errorToast: {
        rules: [{ status: 404, toast: null }],
        fallback: { title: M.errorTitle, description: M.loadFailed, id: 'personal-info-load-failed' },
      },
    },
  });
}

/**
 * PATCH /api/personal-info; resolves with the saved values, which the page shows at once. A
 * failure is 'Error: Failed to update personal information.' (docs/product.md#messages).
 */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePersonalInfoRequest) =>
      apiRequest('/api/personal-info', personalInfoSchema, { method: 'PATCH', body }),
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
