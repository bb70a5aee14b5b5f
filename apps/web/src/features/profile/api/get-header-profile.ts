import { useQuery } from '@tanstack/react-query';
import { headerProfileQuery } from '@/lib/queries/profile';

/** The header profile; profile writes invalidate every profile query, this one included. */
export function useHeaderProfile() {
  return useQuery(headerProfileQuery);
}
