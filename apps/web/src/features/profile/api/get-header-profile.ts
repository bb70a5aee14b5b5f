import { useQuery } from '@tanstack/react-query';
import { getShellQueryOptions } from '@/lib/session';

/** The header profile, from the shell (GET /api/shell); profile writes invalidate the shell. */
export function useHeaderProfile() {
  return useQuery({ ...getShellQueryOptions(), select: (shell) => shell?.header ?? null });
}
