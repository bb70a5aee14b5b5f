import type { PreferredLanguage } from '@sehat/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from './keys';

/**
 * PUT /api/profile/language: saves the language the patient switched to (docs/decisions/029-languages.md) and refreshes the
 * shell, whose header carries `preferred_language`, so every device they sign in from speaks it.
 */
export async function savePreferredLanguage(
  client: QueryClient,
  language: PreferredLanguage['preferred_language'],
): Promise<void> {
  await apiRequest<PreferredLanguage>('/api/profile/language', {
    method: 'PUT',
    body: { preferred_language: language },
  });
  await client.invalidateQueries({ queryKey: queryKeys.shell.all });
}
