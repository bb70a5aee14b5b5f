import type { EmergencyContactList } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * GET /api/emergency-contacts: up to 5, primary first. Read by the page and started by its route when it
 * is opened directly (`app/routes.tsx`).
 */
export function getEmergencyContactsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.emergencyContacts.all,
    queryFn: ({ signal }) => apiGet<EmergencyContactList>('/api/emergency-contacts', signal),
  });
}

/** The patient's emergency contacts. A failure shows inline with Retry. */
export function useEmergencyContacts() {
  return useQuery(getEmergencyContactsQueryOptions());
}

/** What a contacts write changes: the list, and the emergency card that shows them. */
export const CONTACT_WRITES_TOUCH = [queryKeys.emergencyContacts.all, queryKeys.emergencyCard.all];
