/**
 * The zod schemas of the prescription file contract. Its messages, limits and plain helpers are in `files.ts`, which
 * imports no zod, so a screen that needs only those does not load zod at first paint (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { z } from '../zod.js';
import { phi } from '../phi.js';
import { fileDispositionSchema } from '../signed-link.js';
import { PRESCRIPTION_FILE_EXTENSIONS } from './files.js';

/** One stored prescription file as the API shows it. */
export const prescriptionFileSchema = z.object({
  /** File name inside the patient's folder, used in the files routes. */
  name: z.string(),
  /**
   * The patient's own file name, sanitised ('rx-scan.png'): shown in lists and
   * used as the download name. Files stored before names were kept show
   * 'prescription-<n>.<ext>'.
   */
  display_name: phi(z.string()),
  ext: z.enum(PRESCRIPTION_FILE_EXTENSIONS),
  /** True for pdf and images, which a browser tab can show. */
  viewable: z.boolean(),
});
export type PrescriptionFile = z.infer<typeof prescriptionFileSchema>;

/** `?disposition=` of the file-link route (answered with a signedLinkSchema): download by default. */
export const fileUrlQuerySchema = z.object({
  disposition: fileDispositionSchema.default('attachment'),
});
export type FileUrlQuery = z.infer<typeof fileUrlQuerySchema>;
