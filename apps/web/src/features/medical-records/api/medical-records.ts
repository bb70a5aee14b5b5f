import { i18n } from '@/lib/i18n/i18n';
import {
  MEDICAL_HISTORY_MESSAGES as M,
  UPLOAD_MESSAGES,
  medicalRecordPageSchema,
  medicalRecordSchema,
  type CreateMedicalRecord,
  type MedicalRecord,
} from '@sehat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { catalogueParts } from '@/lib/catalogue-toast';
import { catalogueToast, serverMessage, type ErrorRule, type ErrorPolicy } from '@/lib/error-policy';
import { byName, clinicsQuery } from '@/lib/queries/clinics';
import { queryKeys } from '@/lib/queries/keys';
import { uploadWithProgress } from './upload-with-progress';

const recordPath = (id: string) => `/api/medical-records/${encodeURIComponent(id)}`;

/** 'Upload failed', the title docs/product.md gives every refused upload (docs/product.md#upload-messages). */
const UPLOAD_FAILED = catalogueParts(UPLOAD_MESSAGES.uploadFailed).title;

/** A file the server refused (too large, 413; not an allowed type, 415): its reason under 'Upload failed'. */
const refusedFile: ErrorRule = { status: [413, 415], toast: serverMessage.under(UPLOAD_FAILED) };

/** GET /api/medical-records?page=&page_size=: the patient's records, newest visit first. */
export function useMedicalRecords(page: number, pageSize: number) {
  return useQuery({
    queryKey: queryKeys.medicalRecords.list(page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/api/medical-records?page=${page}&page_size=${pageSize}`, medicalRecordPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/medical-records/:id: one record (another patient's is a 404). */
export function useMedicalRecord(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.medicalRecords.detail(id ?? ''),
    queryFn: ({ signal }) => apiGet(recordPath(id ?? ''), medicalRecordSchema, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/**
 * The patient's own clinics for the hospital dropdown, sorted by name, loaded once `enabled` (the
 * dropdown is about to be used), so the form's first load is only its own data (docs/decisions/037-screen-data-with-the-shell.md).
 * A failed load leaves only the built-in hospitals and 'OTHERS'.
 */
export function useOwnClinics(enabled: boolean) {
  return useQuery({ ...clinicsQuery(), select: byName, retry: false, enabled });
}

/** What a refused new record shows (docs/product.md#medical-history-messages, Upload). */
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
 * bell. Failures (docs/product.md#medical-history-messages, Upload): signed out, too many files, a refused file,
 * a refused field (the server's 'Title: reason' or its reason under 'Validation Error'), else
 * 'Error: Failed to add medical history. Please try again.'.
 */
export function useCreateMedicalRecord(onProgress: (fraction: number) => void) {
  return useMutation({
    mutationFn: (body: FormData) =>
      uploadWithProgress('/api/medical-records', body, medicalRecordSchema, onProgress),
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

/** What a refused upload to a record shows (docs/product.md#upload-messages). */
export const addFilesErrors: ErrorPolicy = {
  rules: [
    { code: 'TOO_MANY_FILES', toast: catalogueToast(UPLOAD_MESSAGES.tooMany) },
    refusedFile,
    { status: 401, toast: { title: UPLOAD_FAILED } },
  ],
  fallback: catalogueToast(UPLOAD_MESSAGES.uploadFailed),
};

/**
 * POST /api/medical-records/:id/files (multipart `files`) with upload progress (0–1); the record
 * page shows the answer at once, and prescription history lists the files. Failures (docs/product.md#upload-messages): too many files, a refused file, 'Upload failed' when signed out, else the generic one.
 */
export function useAddRecordFiles(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return uploadWithProgress(`${recordPath(id)}/files`, body, medicalRecordSchema, onProgress);
    },
    onSuccess: (record: MedicalRecord) => {
      queryClient.setQueryData(queryKeys.medicalRecords.detail(id), record);
    },
    meta: {
      invalidates: [queryKeys.prescriptions.all],
      errorToast: addFilesErrors,
    },
  });
}

/**
 * DELETE /api/medical-records/:id/files/:fileName; the record page shows the answer at once.
 * A failure is 'Error: Failed to remove file. Please try again.' (docs/product.md#messages).
 */
export function useRemoveRecordFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileName: string) =>
      apiRequest(`${recordPath(id)}/files/${encodeURIComponent(fileName)}`, medicalRecordSchema, {
        method: 'DELETE',
      }),
    onSuccess: (record: MedicalRecord) => {
      queryClient.setQueryData(queryKeys.medicalRecords.detail(id), record);
    },
    meta: {
      invalidates: [queryKeys.prescriptions.all],
      errorToast: { fallback: catalogueToast(UPLOAD_MESSAGES.removeFailed) },
    },
  });
}

/** Everything a changed or deleted record moves: lists, prescriptions, follow-ups, counts and the bell. */
const RECORD_DEPENDENTS = [
  queryKeys.medicalRecords.all,
  queryKeys.prescriptions.all,
  queryKeys.upcomingVisits.all,
  queryKeys.dashboard.all,
  queryKeys.shell.all,
] as const;

/**
 * PUT /api/medical-records/:id with every field (files change through their own routes). A
 * refused field (a visit date in the future, a follow-up before the visit) shows the server's
 * reason under 'Validation Error'; the form also puts it under the field.
 */
export function useEditMedicalRecord(id: string) {
  return useMutation({
    mutationFn: (fields: CreateMedicalRecord) =>
      apiRequest(recordPath(id), medicalRecordSchema, { method: 'PUT', body: fields }),
    meta: {
      invalidates: RECORD_DEPENDENTS,
      errorToast: {
        rules: [{ status: 400, toast: serverMessage.under(catalogueParts(M.requiredFields).title) }],
        fallback: { title: i18n.t('medical-records:medicalRecordsApi.updateFailed') },
      },
    },
  });
}

/**
 * DELETE /api/medical-records/:id: the record and its files go; dashboard, bell and lists follow
 * (not the open detail, which would refetch a 404 before the page leaves).
 */
export function useDeleteMedicalRecord(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(recordPath(id), undefined, { method: 'DELETE' }),
    meta: {
      invalidates: [queryKeys.medicalRecords.lists, ...RECORD_DEPENDENTS.slice(1)],
      errorToast: { fallback: { title: i18n.t('medical-records:medicalRecordsApi.deleteFailed') } },
    },
  });
}
