import {
  PROFILE_MESSAGES,
  type Profile,
  type UpdateProfileRequest,
  type ProfilePictureResponse,
} from '@sehat/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

/**
 * PATCH /api/profile with display_name, mobile_number and/or mfa_enabled; resolves with the saved
 * row. Every profile query is refreshed, so the header's name follows at once. A failure is
 * 'Failed to update profile.' (docs/product.md#messages).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      apiRequest<Profile>('/api/profile', { method: 'PATCH', body }),
    onSuccess: (profile: Profile) => {
      queryClient.setQueryData(queryKeys.profile.full, profile);
    },
    meta: {
      invalidates: [queryKeys.profile.all, queryKeys.shell.all],
      errorToast: { fallback: { title: profileMessages.updateFailed } },
    },
  });
}

/** What a refused profile picture shows (docs/product.md#profile-messages). */
export const pictureErrors: ErrorPolicy = {
  rules: [{ status: [400, 413, 415], toast: serverMessage.under(profileMessages.uploadFailed) }],
  fallback: { title: profileMessages.uploadFailed },
};

/**
 * POST /api/profile/picture (multipart `file`); resolves with the new signed picture URL, and the
 * header avatar follows. A failure is 'Failed to upload profile picture.' (docs/product.md#messages), with the
 * server's reason when it refused the file (no file 400, too large 413, not a stored image 415).
 */
export function useUploadProfilePicture() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<ProfilePictureResponse>('/api/profile/picture', body);
    },
    meta: {
      invalidates: [queryKeys.profile.all, queryKeys.shell.all],
      errorToast: pictureErrors,
    },
  });
}
