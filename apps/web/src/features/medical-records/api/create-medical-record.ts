import { MEDICAL_HISTORY_MESSAGES as M, UPLOAD_MESSAGES, type MedicalRecord } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { catalogueParts } from '@/lib/catalogue-toast';
import { catalogueToast, serverMessage, type ErrorRule, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { uploadWithProgress } from './upload-with-progress';

/** 'Upload failed', the title docs/product.md gives every refused upload (docs/product.md#upload-messages). */
export const UPLOAD_FAILED = catalogueParts(UPLOAD_MESSAGES.uploadFailed).title;

/** A file the server refused (too large, 413; not an allowed type, 415): its reason under 'Upload failed'. */
export const refusedFile: ErrorRule = { status: [413, 415], toast: serverMessage.under(UPLOAD_FAILED) };

/** What a refused new record shows. */
export const createRecordErrors: ErrorPolicy = {
  rules: [
    { status: 401, toast: { title: M.notSignedIn } },
    { code: 'TOO_MANY_FILES', toast: serverMessage.asCatalogue },
    refusedFile,
    {
      status: 400,
      code: 'VALIDATION_ERROR',
      toast: (error) =>
        error.message.includes(': ')
          ? catalogueParts(error.message)
          : { title: catalogueParts(M.requiredFields).title, description: error.message },
    },
  ],
  fallback: catalogueToast(M.addFailed),
};

/**
 * POST /api/medical-records (multipart: fields, then files) with upload progress (0–1). A new
 * record moves the lists, prescription history, upcoming follow-ups, dashboard counts and the
 * bell. Failures: signed out, too many files, a refused file,
 * a refused field (the server's 'Title: reason' or its reason under 'Validation Error'), else
 * 'Error: Failed to add medical history. Please try again.'.
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
