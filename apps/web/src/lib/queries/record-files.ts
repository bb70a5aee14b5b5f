import type { FileUrlQuery, SignedLink } from '@sehat/shared';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/medical-records/:id/files/:fileName/url: a signed link to one prescription file, valid
 * 3600 s (docs/product.md#data-calls), opened in a tab (`inline`) or saved (`attachment`). Read by the record page and
 * by Prescription history.
 */
export function fetchRecordFileUrl(
  recordId: string,
  fileName: string,
  disposition: FileUrlQuery['disposition'],
) {
  const path = `/api/medical-records/${encodeURIComponent(recordId)}/files/${encodeURIComponent(fileName)}/url`;
  return apiGet<SignedLink>(`${path}?disposition=${disposition}`);
}
