import type { FileUrlQuery, SignedLink } from '@sehat/shared';
import { apiGet } from '@/lib/api-client';
import { labReportPath } from './get-lab-report';

/**
 * GET /api/lab-reports/:id/files/:fileName/url: a signed link to one file of a report, valid
 * 3600 s, opened in a tab (`inline`) or saved (`attachment`). Asked for on each click and never
 * cached (a link expires), so a plain request rather than a query.
 */
export function fetchLabReportFileUrl(
  reportId: string,
  fileName: string,
  disposition: FileUrlQuery['disposition'],
) {
  const path = `${labReportPath(reportId)}/files/${encodeURIComponent(fileName)}/url`;
  return apiGet<SignedLink>(`${path}?disposition=${disposition}`);
}
