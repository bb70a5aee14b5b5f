import { z } from 'zod';

/**
 * GET /api/profile/header — what the signed-in header strip shows (spec §2
 * "Header profile strip", §7 profiles select for the header).
 */
export const headerProfileSchema = z.object({
  patient_id: z.string().nullable(),
  display_name: z.string().nullable(),
  email: z.string(),
  profile_picture_url: z.string().nullable(),
});
export type HeaderProfile = z.infer<typeof headerProfileSchema>;

/** Display name → part of e-mail before '@' → 'User' (spec §2). */
export function headerDisplayName(
  profile: Pick<HeaderProfile, 'display_name' | 'email'> | null | undefined,
): string {
  const name = profile?.display_name?.trim();
  if (name) return name;
  const local = profile?.email?.split('@')[0]?.trim();
  return local || 'User';
}
