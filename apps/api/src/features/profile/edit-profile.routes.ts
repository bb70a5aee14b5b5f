import {
  errorEnvelopeSchema,
  profilePictureResponseSchema,
  profileSchema,
  updateProfileRequestSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { invalid } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload } from '../../storage/index.js';
import { getProfile, replaceProfilePicture, updateProfile } from './edit-profile.service.js';

/** The picture upload: one image in `file`, no text fields (docs/product.md#profile-picture). */
const pictureUpload = {
  bucket: 'profiles',
  fileField: 'file',
  fields: z.object({}),
  maxFiles: 1,
  minFiles: 1,
  missingFileMessage: 'request.chooseImage',
  tooManyFiles: () => invalid('request.onePicture', 'TOO_MANY_FILES'),
} as const;

/** Edit-profile endpoints (docs/product.md#edit-profile, docs/product.md#profile-calls), under /api behind the session guard. */
export function editProfileRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/profile → Profile: the full row (docs/product.md#profiles; dates
     * `yyyy-MM-dd`, height cm, weight kg); `profile_picture_url` a signed,
     * owner-only link valid 3600 s, or null. 404 'Profile not found.'
     */
    app.get(
      '/profile',
      {
        schema: {
          tags: ['profile'],
          summary: "The signed-in patient's full profile",
          response: { 200: profileSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getProfile(deps, request.patient.id),
    );

    /**
     * PATCH /api/profile {display_name?, mobile_number?, appointment_reminders?, follow_up_reminders?, policy_reminders?,
     * medicine_reminders?, vaccination_reminders?, card_shows_policy?, card_shows_schemes?,
     * time_zone? (IANA, decision 032: 400 'Please choose a time zone from the list.' otherwise)}
     * → Profile.
     * Blank text is saved as null; at least one key. Other keys (patient_id,
     * user_id, email, first_name, last_name, …) are stripped, never written
     * (docs/product.md#roles-and-access); `mfa_enabled` is a 400 (two-factor sign-in changes only through
     * /api/auth/two-factor/*, decision 027). 400 with the first problem; 404 when
     * there is no profile.
     */
    app.patch(
      '/profile',
      {
        schema: {
          tags: ['profile'],
          summary: 'Update display name, mobile number, reminder switches or time zone',
          body: updateProfileRequestSchema,
          response: { 200: profileSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => updateProfile(deps, request.patient.id, request.body),
    );

    /**
     * POST /api/profile/picture (multipart, one file part `file`) →
     * { profile_picture_url } signed, valid 3600 s. Any raster image by
     * content (JPG, PNG, GIF, WebP, AVIF, BMP; docs/product.md#validation-rules "any image"); SVG, HTML
     * or anything else → 415; no file → 400; over 10 MiB (MAX_UPLOAD_BYTES)
     * or past the storage quota → 413 — the 5 MB of the hint is not enforced
     * (docs/product.md#limits-and-constants). Through the upload pipeline: stored at
     * `profiles/{userId}/{timestamp}-{random}.{ext}`; the replaced picture is
     * deleted after the profile points at the new one.
     */
    app.post(
      '/profile/picture',
      {
        schema: {
          tags: ['profile'],
          summary: 'Upload a new profile picture',
          consumes: ['multipart/form-data'],
          response: {
            200: profilePictureResponseSchema,
            400: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
          },
        },
        config: multipartDocs(pictureUpload),
      },
      async (request) => {
        const userId = request.patient.id;
        const { replaced, profile_picture_url } = await receiveUpload(
          request,
          deps,
          userId,
          pictureUpload,
          (tx, _fields, [picture]) => replaceProfilePicture(tx, deps, userId, picture!),
        );
        // The old picture's row went with the swap; its object goes now (or to the orphan sweep).
        if (replaced) await deps.storage.delete('profiles', replaced).catch(() => undefined);
        return { profile_picture_url };
      },
    );
  };
}
