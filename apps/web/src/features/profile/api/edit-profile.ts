import {
  profilePictureResponseSchema,
  profileSchema,
  type Profile,
  type UpdateProfileRequest,
} from '@sehat/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiUpload } from '@/lib/api-client';

/**
 * Every query under ['profile'] shows profile data (this page's full row and
 * the header strip), so a change invalidates the whole prefix and the header
 * avatar and name update at once.
 */
const PROFILE_QUERY_PREFIX = ['profile'] as const;
const editProfileQueryKey = ['profile', 'full'] as const;

/** GET /api/profile — the full row; the picture as a signed URL (spec §7). */
export function useEditProfile() {
  return useQuery({
    queryKey: editProfileQueryKey,
    queryFn: ({ signal }) => apiGet('/api/profile', profileSchema, signal),
    retry: false,
  });
}

/** PATCH /api/profile with display_name, mobile_number and/or mfa_enabled; resolves with the saved row. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      apiRequest('/api/profile', profileSchema, { method: 'PATCH', body }),
    onSuccess: async (profile: Profile) => {
      queryClient.setQueryData(editProfileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_PREFIX });
    },
  });
}

/** POST /api/profile/picture (multipart `file`); resolves with the new signed picture URL. */
export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload('/api/profile/picture', body, profilePictureResponseSchema);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_PREFIX });
    },
  });
}
