import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import type { ErrorPolicy } from '@/lib/error-policy';

/** The three exports of "Download my data" (docs/decisions/024-erasure-export-activity-log.md, export a–c). */
const EXPORT_FORMATS = {
  fhir: { url: '/api/export/fhir', fallbackName: 'sehat-fhir.json' },
  pdf: { url: '/api/export/summary.pdf', fallbackName: 'sehat-health-summary.pdf' },
  zip: { url: '/api/export/archive.zip', fallbackName: 'sehat-export.zip' },
} as const;

export type ExportFormat = keyof typeof EXPORT_FORMATS;

/** Any failure (server error, offline, a download cut off midway) reads the same. */
function exportErrors(): ErrorPolicy {
  return {
    rules: [],
    fallback: {
      title: i18n.t('profile:exportData.failedTitle'),
      description: i18n.t('profile:exportData.failedDescription'),
    },
  };
}

/** Hands the downloaded bytes to the browser's own download, under the server's file name. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; freed on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads one export (GET /api/export/fhir | summary.pdf | archive.zip) and saves it: the file only
 * reaches the patient's disk once it arrived whole, so a failed or cut-off download shows the error
 * toast instead of a broken file. Touches no cached query.
 */
export function useExportDownload() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const { url, fallbackName } = EXPORT_FORMATS[format];
      const { blob, fileName } = await apiDownload(url);
      saveFile(blob, fileName ?? fallbackName);
    },
    meta: { errorToast: exportErrors() },
  });
}
