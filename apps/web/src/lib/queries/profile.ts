import {
  headerProfileSchema,
  preferredLanguageSchema,
  profileSchema,
  type PreferredLanguage,
} from '@sehat/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * GET /api/profile/header: everything the header strip shows (name, e-mail, patient id, picture
 * as a signed URL), in one request (spec §2, §7). Both profile queries sit under
 * `queryKeys.profile.all`, so a profile write refreshes the header at once.
 */
export const headerProfileQuery = queryOptions({
  queryKey: queryKeys.profile.header,
  queryFn: ({ signal }) => apiGet('/api/profile/header', headerProfileSchema, signal),
});

/** GET /api/profile: the full row the edit page shows; a patient without one gets a 404 (not retried). */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile.full,
  queryFn: ({ signal }) => apiGet('/api/profile', profileSchema, signal),
  retry: false,
});

/**
 * PUT /api/profile/language: saves the language the patient switched to (issue 13) and updates the
 * cached header profile, so every device they sign in from speaks it.
 */
export async function savePreferredLanguage(
  client: QueryClient,
  language: PreferredLanguage['preferred_language'],
): Promise<void> {
  const saved = await apiRequest('/api/profile/language', preferredLanguageSchema, {
    method: 'PUT',
    body: { preferred_language: language },
  });
  client.setQueryData(headerProfileQuery.queryKey, (old) => (old ? { ...old, ...saved } : old));
}
