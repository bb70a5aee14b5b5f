import {
  UPLOAD_MESSAGES,
  type MedicalRecord,
  MEDICAL_HISTORY_MESSAGES,
  GENERAL_MESSAGES,
} from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import {
  refusalKey,
  refusalWords,
  serverMessage,
  type ErrorPolicy,
  type ErrorRule,
  type ErrorToast,
} from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { uploadWithProgress } from './upload-with-progress';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);
const uploadMessages = messageGroup('upload', UPLOAD_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/** 'Upload failed', the title docs/product.md gives every refused upload (docs/product.md#upload-messages). */
export const UPLOAD_FAILED = uploadMessages.failedTitle;

/** 'Too many files' over 'You can only upload up to 5 files.' (the server's TOO_MANY_FILES). */
export const TOO_MANY_FILES: ErrorToast = {
  title: uploadMessages.tooManyTitle,
  description: uploadMessages.tooManyDescription,
};

/** A file the server refused (too large, 413; not an allowed type, 415): its reason under 'Upload failed'. */
export const refusedFile: ErrorRule = { status: [413, 415], toast: serverMessage.under(UPLOAD_FAILED) };

/** What a refused new record shows. */
export const createRecordErrors: ErrorPolicy = {
  rules: [
    { status: 401, toast: { title: M.notSignedIn } },
    { code: 'TOO_MANY_FILES', toast: TOO_MANY_FILES },
    refusedFile,
    {
      status: 400,
      code: 'VALIDATION_ERROR',
      toast: (error) =>
        refusalKey(error) === M.requiredFields.key
          ? { title: M.requiredFieldsTitle, description: M.requiredFieldsDescription }
          : { title: M.requiredFieldsTitle, description: refusalWords(error) },
    },
  ],
  fallback: { title: generalMessages.errorTitle, description: M.addFailed },
};

/**
 * POST /api/medical-records (multipart: fields, then files) with upload progress (0–1). A new
 * record moves the lists, prescription history, upcoming follow-ups, dashboard counts and the
 * bell. Failures: signed out, too many files, a refused file,
 * a refused field (its reason under 'Validation Error'), else 'Error' over 'Failed to add medical
 * history. Please try again.'.
 */
export function useCreateMedicalRecord(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: (body: FormData) =>
      uploadWithProgress<MedicalRecord>('/api/medical-records', body, onProgress),
    meta: {
      invalidates: [
        queryKeys.medicalRecords.all,
        queryKeys.prescriptions.all,
        queryKeys.upcomingVisits.all,
        queryKeys.dashboard.all,
        queryKeys.shell.all,
      ],
      errorToast: createRecordErrors,
    },
  });
}
