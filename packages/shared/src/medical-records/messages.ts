import type { Message } from '../message-catalogue.js';

/**
 * Medical history and upload messages, verbatim from docs/product.md#validation-rules and docs/product.md#messages. A message
 * written 'Title: description' is shown as a toast with that title and
 * description (see `toastParts`).
 */
export const MEDICAL_HISTORY_MESSAGES = {
  requiredFields: 'Validation Error: Please fill in all required fields.',
  notSignedIn: 'You must be logged in to add medical history.',
  addFailed: 'Error: Failed to add medical history. Please try again.',
  added: 'Medical history record added successfully.',
  /** Screen texts of docs/product.md#screens-and-routes. */
  listEmpty: 'No Medical Records Yet',
  prescriptionsEmpty: 'No Prescription Records Yet',
  prescriptionFilesEmpty: 'No prescription files uploaded yet',
  notSpecified: 'Not specified',
} as const;

export const UPLOAD_MESSAGES = {
  uploadFailed: 'Upload failed: Failed to upload files. Please try again.',
  /** The title alone, over a refused file's reason (`fileRefusals.*`). */
  failedTitle: 'Upload failed',
  someFailed: 'Some files failed: Some files could not be uploaded. Please try again.',
  tooMany: 'Too many files: You can only upload up to 5 files.',
  removed: 'File removed',
  removeFailed: 'Error: Failed to remove file. Please try again.',
  downloadStarted: 'Download started',
  downloadFailed: 'Download failed: Failed to download file. Please try again.',
  openFailed: 'Error: Failed to open file. Please try again.',
  uploading: 'Uploading...',
  /** A template: `filesUploadedMessage` fills `{{count}}`; a translation keeps the placeholder. */
  filesUploaded: 'Files uploaded: Successfully uploaded {{count}} file(s).',
} as const;

/** 'Files uploaded: Successfully uploaded {n} file(s).' */
export function filesUploadedMessage(count: number): Message {
  return { key: 'upload.filesUploaded', values: { count } };
}

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

/**
 * Splits a catalogue message into a toast's title and description at the first
 * ': ' ('Too many files: You can only…' → title 'Too many files'); a message
 * without one is a title alone.
 */
export function toastParts(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  if (at <= 0) return { title: message };
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}
