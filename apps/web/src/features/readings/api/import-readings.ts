import { READING_MESSAGES, type ReadingImportPreview } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('readings', READING_MESSAGES);

const errorToast = {
  rules: [{ status: 'client' as const, toast: serverMessage.asTitle }],
  fallback: { title: M.importFailed },
};

/** POST /api/readings/import/preview: what a CSV file would import (stores nothing); a refusal is toasted. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (csv: string) => apiPost<ReadingImportPreview>('/api/readings/import/preview', { csv }),
    meta: { errorToast },
  });
}

/** POST /api/readings/import: every reading of the file, or none. */
export function useImportReadings() {
  return useMutation({
    mutationFn: (csv: string) => apiPost<{ imported: number }>('/api/readings/import', { csv }),
    meta: { invalidates: [queryKeys.readings.all], errorToast },
  });
}
