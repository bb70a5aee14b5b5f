import { type PersonalInfo, PERSONAL_INFO_MESSAGES } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const M = messageGroup('personalInfo', PERSONAL_INFO_MESSAGES);

/**
 * GET /api/personal-info. A patient without a profile gets a 404,
 * which the page shows as 'Personal information not found.'; any other failure also toasts
 * 'Error: Failed to load personal information.'. Read by the page and started by its route
 * when it is opened directly (`app/routes.tsx`).
 */
export function getPersonalInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.personalInfo.all,
    queryFn: ({ signal }) => apiGet<PersonalInfo>('/api/personal-info', signal),
    retry: false,
    meta: {
      errorToast: {
        rules: [{ status: 404, toast: null }],
        fallback: { title: M.errorTitle, description: M.loadFailed, id: 'personal-info-load-failed' },
      },
    },
  });
}

/** The patient's personal information. */
export function usePersonalInfo() {
  return useQuery(getPersonalInfoQueryOptions());
}
