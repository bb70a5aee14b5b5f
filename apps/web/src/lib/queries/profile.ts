import { preferredLanguageSchema, profileSchema, type PreferredLanguage } from '@sehat/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * GET /api/profile: the full row the edit page shows; a patient without one gets a 404 (not retried).
 * The header strip comes with the shell (`shellQuery`).
 */
export const profileQuery = queryOptions({
  queryKey: queryKeys.profile.full,
  queryFn: ({ signal }) => apiGet('/api/profile', profileSchema, signal),
  retry: false,
});

/**
 * PUT /api/profile/language: saves the language the patient switched to (docs/decisions/029-languages.md) and refreshes the
 * shell, whose header carries `preferred_language`, so every device they sign in from speaks it.
 */
export async function savePreferredLanguage(
  client: QueryClient,
  language: PreferredLanguage['preferred_language'],
): Promise<void> {
  await apiRequest('/api/profile/language', preferredLanguageSchema, {
    method: 'PUT',
    body: { preferred_language: language },
  });
  await client.invalidateQueries({ queryKey: queryKeys.shell.all });
}
