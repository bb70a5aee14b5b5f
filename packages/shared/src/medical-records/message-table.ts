/**
 * Medical history and upload messages, verbatim from docs/product.md#validation-rules and docs/product.md#messages. A toast's
 * title and description are two messages (`…Title` and the description), so a screen never splits a
 * sentence to find them.
 */
export const MEDICAL_HISTORY_MESSAGES = {
  /** One sentence for the API's refusal and a field's error; a toast shows its two parts below. */
  requiredFields: 'Validation Error: Please fill in all required fields.',
  requiredFieldsTitle: 'Validation Error',
  requiredFieldsDescription: 'Please fill in all required fields.',
  notSignedIn: 'You must be logged in to add medical history.',
  /** Under `general.errorTitle`. */
  addFailed: 'Failed to add medical history. Please try again.',
  added: 'Medical history record added successfully.',
  /** Screen texts of docs/product.md#screens-and-routes. */
  listEmpty: 'No Medical Records Yet',
  prescriptionsEmpty: 'No Prescription Records Yet',
  prescriptionFilesEmpty: 'No prescription files uploaded yet',
  notSpecified: 'Not specified',
} as const;
export const UPLOAD_MESSAGES = {
  /** The title over `uploadFailed`, or over a refused file's reason (`fileRefusals.*`). */
  failedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload files. Please try again.',
  someFailedTitle: 'Some files failed',
  someFailed: 'Some files could not be uploaded. Please try again.',
  /** One sentence for the API's refusal; a toast shows its two parts below. */
  tooMany: 'Too many files: You can only upload up to 5 files.',
  tooManyTitle: 'Too many files',
  tooManyDescription: 'You can only upload up to 5 files.',
  removed: 'File removed',
  /** Under `general.errorTitle`. */
  removeFailed: 'Failed to remove file. Please try again.',
  downloadStarted: 'Download started',
  downloadFailedTitle: 'Download failed',
  downloadFailed: 'Failed to download file. Please try again.',
  /** Under `general.errorTitle`. */
  openFailed: 'Failed to open file. Please try again.',
  uploading: 'Uploading...',
  filesUploadedTitle: 'Files uploaded',
  /** A template: `filesUploadedMessage` fills `{{count}}`; a translation keeps the placeholder. */
  filesUploaded: 'Successfully uploaded {{count}} file(s).',
} as const;
/** Messages of the API's own refusals (not shown by docs/product.md, safe to show). */
export const MEDICAL_RECORD_API_MESSAGES = {
  recordNotFound: 'Medical record not found.',
  fileNotFound: 'File not found.',
  /** A template: a text field past its limit, `{{label}}` the field's English name. */
  textTooLong: '{{label}} must be at most {{max}} characters.',
  invalidDate: 'Please enter a valid date (yyyy-MM-dd).',
  invalidVisitType: 'Please choose a visit type from the list.',
  fileFieldName: 'Files must be sent in the "files" field.',
  futureRecordDate: 'The visit date cannot be in the future.',
  followUpBeforeVisit: 'The follow-up date cannot be before the visit date.',
  updated: 'Medical record updated.',
  deleted: 'Medical record deleted.',
} as const;
