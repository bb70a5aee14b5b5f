import { useQuery } from '@tanstack/react-query';
import { shellQuery } from '@/lib/queries/shell';

/** The header profile, from the shell (GET /api/shell); profile writes invalidate the shell. */
export function useHeaderProfile() {
  return useQuery({ ...shellQuery, select: (shell) => shell?.header ?? null });
}
