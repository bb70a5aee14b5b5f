import type { ToastMessage } from '../message-catalogue.js';
export { MEDICAL_HISTORY_MESSAGES, UPLOAD_MESSAGES, MEDICAL_RECORD_API_MESSAGES } from './message-table.js';

/** The toast 'Files uploaded' over 'Successfully uploaded {n} file(s).'. */
export function filesUploadedMessage(count: number): ToastMessage {
  return {
    title: 'upload.filesUploadedTitle',
    description: { key: 'upload.filesUploaded', values: { count } },
  };
}
