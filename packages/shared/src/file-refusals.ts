/**
 * Why one file was refused, named after the file (docs/decisions/020-upload-pipeline.md): 'fake.pdf: not a PDF, JPG, JPEG, PNG, DOC or DOCX file'. The
 * server's refusals and the browser's early checks say the same; the web app
 * shows them under the product's 'Upload failed' title (docs/product.md#messages).
 */

/** What each file area accepts, as a refusal reason (docs/product.md#validation-rules, docs/product.md#limits-and-constants). */
export const REFUSED_TYPE_REASONS = {
  prescriptions: 'not a PDF, JPG, JPEG, PNG, DOC or DOCX file',
  'lab-reports': 'not a PDF, JPG, JPEG, PNG, DOC or DOCX file',
  'claim-receipts': 'not a PDF, JPG, JPEG or PNG file',
  profiles: 'not a JPG, PNG, GIF, WebP, AVIF or BMP image',
} as const;

/** A file past 10 MB (MAX_UPLOAD_BYTES). */
export const TOO_LARGE_REASON = 'larger than 10 MB';

/** A file of zero bytes. */
export const EMPTY_FILE_REASON = 'the file is empty';

/**
 * Why one file was refused, as templates of the shared table: `{{name}}` is the file's name. The keys of
 * the type refusals are the file areas (`fileRefusals.prescriptions`), so a check names its area's.
 */
export const FILE_REFUSAL_MESSAGES = {
  prescriptions: `{{name}}: ${REFUSED_TYPE_REASONS.prescriptions}`,
  'lab-reports': `{{name}}: ${REFUSED_TYPE_REASONS['lab-reports']}`,
  'claim-receipts': `{{name}}: ${REFUSED_TYPE_REASONS['claim-receipts']}`,
  profiles: `{{name}}: ${REFUSED_TYPE_REASONS.profiles}`,
  tooLarge: `{{name}}: ${TOO_LARGE_REASON}`,
  empty: `{{name}}: ${EMPTY_FILE_REASON}`,
} as const;
