import { profileSchema } from '@sehat/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
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
