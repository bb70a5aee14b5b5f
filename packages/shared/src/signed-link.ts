import { z } from './zod.js';

/** How a signed link serves its file: saved as a download, or opened in a browser tab. */
const FILE_DISPOSITIONS = ['attachment', 'inline'] as const;
export const fileDispositionSchema = z.enum(FILE_DISPOSITIONS);
export type FileDisposition = z.infer<typeof fileDispositionSchema>;

/**
 * The one signed link to a stored file (docs/architecture.md#d3-files), answered
 * by every file-link route (prescription files, claim receipts): `url` is a
 * same-origin path carrying its HMAC signature, `expires_at` the ISO instant it
 * stops working (3600 s after it was signed).
 */
export const signedLinkSchema = z.object({
  url: z.string(),
  expires_at: z.string(),
});
export type SignedLink = z.infer<typeof signedLinkSchema>;
