import { personalInfoSchema, type PersonalInfo, type UpdatePersonalInfoRequest } from '@sehat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

const personalInfoQueryKey = ['profile', 'personal-info'] as const;

/** GET /api/personal-info (spec §7 personal-info select). */
export function usePersonalInfo() {
  return useQuery({
    queryKey: personalInfoQueryKey,
    queryFn: ({ signal }) => apiGet('/api/personal-info', personalInfoSchema, signal),
    retry: false,
  });
}

/** PATCH /api/personal-info; resolves with the saved values. */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePersonalInfoRequest) =>
      apiRequest('/api/personal-info', personalInfoSchema, { method: 'PATCH', body }),
    onSuccess: (info: PersonalInfo) => {
      queryClient.setQueryData(personalInfoQueryKey, info);
    },
  });
}
