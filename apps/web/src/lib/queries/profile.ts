import { headerProfileSchema, profileSchema } from '@sehat/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
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
