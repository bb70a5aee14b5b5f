import { PROFILE_MESSAGES, type Profile } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const profileMessages = messageGroup('profile', PROFILE_MESSAGES);

/** One of the two choices of what the emergency card and share links show (PATCH /api/profile). */
export type CardChoice = { card_shows_policy: boolean } | { card_shows_schemes: boolean };

/**
 * Saves a choice of what the emergency card and share links show (docs/decisions/056-government-schemes.md)
 * through PATCH /api/profile, the patient's own settings; the card and the profile are read again.
 */
export function useSaveCardChoice() {
  return useMutation({
    mutationFn: (body: CardChoice) => apiRequest<Profile>('/api/profile', { method: 'PATCH', body }),
    meta: {
      invalidates: [queryKeys.emergencyCard.all, queryKeys.profile.all],
      errorToast: { fallback: { title: profileMessages.updateFailed } },
    },
  });
}
