import { PROFILE_MESSAGES, type Profile } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

/**
 * GET /api/profile: the full row the edit page shows (the header strip comes with the shell). A patient
 * without one gets a 404 ('Profile not found.', not retried); any other failure also toasts 'Failed to
 * load profile data.'. Read by the page and started by its route when it is opened directly
 * (`app/routes.tsx`).
 */
export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile.full,
    queryFn: ({ signal }) => apiGet<Profile>('/api/profile', signal),
    retry: false,
    meta: {
      errorToast: {
        rules: [{ status: 404, toast: null }],
        fallback: { title: profileMessages.loadFailed, id: 'profile-load-failed' },
      },
    },
  });
}

/** The edit page's profile row. */
export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
