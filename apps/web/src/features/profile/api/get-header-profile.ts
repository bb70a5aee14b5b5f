import { headerProfileSchema, type HeaderProfile } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** GET /api/profile/header → HeaderProfile: everything the header strip shows, in one request (spec §2, §7). */
function getHeaderProfile(signal?: AbortSignal): Promise<HeaderProfile> {
  return apiGet('/api/profile/header', headerProfileSchema, signal);
}

const headerProfileQuery = queryOptions({
  queryKey: ['profile', 'header'],
  queryFn: ({ signal }) => getHeaderProfile(signal),
});

/** The header profile; other profile screens invalidate `['profile']` after an edit. */
export function useHeaderProfile() {
  return useQuery(headerProfileQuery);
}
