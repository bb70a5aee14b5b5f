import {
  clinicPageSchema,
  medicalRecordPageSchema,
  medicalRecordSchema,
  prescriptionPageSchema,
  signedLinkSchema,
  type FileUrlQuery,
  type MedicalRecord,
} from '@sehat/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { uploadWithProgress } from './upload-with-progress';

const medicalRecordsKey = ['medical-records'] as const;
const prescriptionsKey = ['prescriptions'] as const;

const recordPath = (id: string) => `/api/medical-records/${encodeURIComponent(id)}`;

/** GET /api/medical-records?page=&page_size= — the patient's records, newest visit first. */
export function useMedicalRecords(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...medicalRecordsKey, 'list', page, pageSize],
    queryFn: ({ signal }) =>
      apiGet(`/api/medical-records?page=${page}&page_size=${pageSize}`, medicalRecordPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/medical-records/:id — one record (another patient's is a 404). */
export function useMedicalRecord(id: string | undefined) {
  return useQuery({
    queryKey: [...medicalRecordsKey, 'detail', id],
    queryFn: ({ signal }) => apiGet(recordPath(id ?? ''), medicalRecordSchema, signal),
    enabled: Boolean(id),
    retry: false,
  });
}

/** GET /api/prescriptions?page=&page_size= — records with medications, with their files. */
export function usePrescriptions(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...prescriptionsKey, page, pageSize],
    queryFn: ({ signal }) =>
      apiGet(`/api/prescriptions?page=${page}&page_size=${pageSize}`, prescriptionPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The patient's own clinics for the hospital dropdown (GET /api/clinics),
 * sorted by name. A failed load leaves only the built-in hospitals and 'OTHERS'.
 */
export function useOwnClinics() {
  return useQuery({
    queryKey: ['clinics', 'medical-history-form'],
    queryFn: async ({ signal }) => {
      const page = await apiGet('/api/clinics?page_size=100', clinicPageSchema, signal);
      return [...page.items].sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
    },
    retry: false,
  });
}

/**
 * Everything a record change moves: lists, details, prescription history,
 * upcoming visits, dashboard counts and the bell.
 */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

/** POST /api/medical-records (multipart: fields + files) with upload progress (0–1). */
export function useCreateMedicalRecord(onProgress: (fraction: number) => void) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (body: FormData) =>
      uploadWithProgress('/api/medical-records', body, medicalRecordSchema, onProgress),
    onSuccess: invalidate,
  });
}

/** POST /api/medical-records/:id/files (multipart `files`) with upload progress (0–1). */
export function useAddRecordFiles(id: string, onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files', file);
      return uploadWithProgress(`${recordPath(id)}/files`, body, medicalRecordSchema, onProgress);
    },
    onSuccess: async (record: MedicalRecord) => {
      queryClient.setQueryData([...medicalRecordsKey, 'detail', id], record);
      await invalidate();
    },
  });
}

/** DELETE /api/medical-records/:id/files/:fileName. */
export function useRemoveRecordFile(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (fileName: string) =>
      apiRequest(`${recordPath(id)}/files/${encodeURIComponent(fileName)}`, medicalRecordSchema, {
        method: 'DELETE',
      }),
    onSuccess: async (record: MedicalRecord) => {
      queryClient.setQueryData([...medicalRecordsKey, 'detail', id], record);
      await invalidate();
    },
  });
}

/** GET /api/medical-records/:id/files/:fileName/url — a signed link valid 3600 s. */
export function fetchFileUrl(recordId: string, fileName: string, disposition: FileUrlQuery['disposition']) {
  return apiGet(
    `${recordPath(recordId)}/files/${encodeURIComponent(fileName)}/url?disposition=${disposition}`,
    signedLinkSchema,
  );
}
