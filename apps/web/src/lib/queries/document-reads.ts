import type { DocumentRead } from '@sehat/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiUpload } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';

/**
 * Reading a lab report or a prescription from a PDF or a photo (docs/decisions/050-reading-documents.md):
 * the upload queues a read on the server; the screen polls it until it is done or failed. Nothing is saved
 * as a report or a record here.
 */

/** Where each kind of read is started and polled. */
export type ReadPath = '/api/lab-reports/read' | '/api/medical-records/read';

/** POST `path`, one file in `file` → { read_id }. Refusals (413/415/429) carry their message. */
export function useStartRead(path: ReadPath) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<{ read_id: string }>(path, body);
    },
  });
}

/** GET `path`/:read_id every second until the read is done or failed. */
export function useRead(path: ReadPath, readId: string | null) {
  return useQuery({
    queryKey: queryKeys.documentReads.read(readId ?? ''),
    queryFn: ({ signal }) => apiGet<DocumentRead>(`${path}/${encodeURIComponent(readId ?? '')}`, signal),
    enabled: readId !== null,
    // A finished read does not change: never asked for again (the report or record saved from it ends it).
    staleTime: Infinity,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 1000;
    },
  });
}
