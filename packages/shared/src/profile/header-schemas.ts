/**
 * The zod schema of the header strip's profile. Its plain helpers are in `index.ts`, which imports no zod,
 * so a screen that needs only those does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import type { z } from 'zod';
import { languageSchema } from '../language.js';
import { profileSchema } from './edit-profile-schemas.js';

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
