import type { z } from 'zod';
import { languageSchema } from '../language.js';
import { profileSchema } from './edit-profile.js';

/**
 * GET /api/profile/header — what the signed-in header strip shows (docs/product.md#header-profile-strip, docs/product.md#profile-calls select for the header).
 */
export const headerProfileSchema = profileSchema
  .pick({
    patient_id: true,
    display_name: true,
    email: true,
    profile_picture_url: true,
  })
  .extend({
    /** The UI and e-mail language the patient chose (docs/decisions/029-languages.md); it wins over the browser's cookie at sign-in. */
    preferred_language: languageSchema,
  });
export type HeaderProfile = z.infer<typeof headerProfileSchema>;

/** Display name → part of e-mail before '@' → 'User' (docs/product.md#screens-and-routes). */
export function headerDisplayName(
  profile: Pick<HeaderProfile, 'display_name' | 'email'> | null | undefined,
): string {
  const name = profile?.display_name?.trim();
  if (name) return name;
  const local = profile?.email?.split('@')[0]?.trim();
  return local || 'User';
}
