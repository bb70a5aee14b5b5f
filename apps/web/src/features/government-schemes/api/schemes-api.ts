import {
  GOVERNMENT_SCHEME_MESSAGES,
  type SchemeCard,
  type SchemeCardList,
  type SignedLink,
} from '@sehat/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiRequest, apiUpload } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { messageGroup } from '@/lib/i18n/messages';
import { queryKeys } from '@/lib/queries/keys';

const M = messageGroup('governmentSchemes', GOVERNMENT_SCHEME_MESSAGES);

/** The path of one card (`:id` encoded): its writes and file link. */
export const schemeCardPath = (id: string) => `/api/government-schemes/${encodeURIComponent(id)}`;

/** GET /api/government-schemes: the patient's scheme cards, in the order they were added. */
export function getSchemeCardsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.governmentSchemes.all,
    queryFn: ({ signal }) => apiGet<SchemeCardList>('/api/government-schemes', signal),
  });
}

/** The patient's scheme cards; a failure shows inline with Retry. */
export function useSchemeCards() {
  return useQuery(getSchemeCardsQueryOptions());
}

/** A refused save: the server's reason (a number's format, the file's type or size) under the failure. */
const saveErrors: ErrorPolicy = {
  rules: [{ status: [400, 404, 413, 415], toast: serverMessage.under(M.saveFailed) }],
  fallback: { title: M.saveFailed },
};

/** What a card save changes: the cards, and the emergency card that may show them. */
const SAVED = [queryKeys.governmentSchemes.all, queryKeys.emergencyCard.all];

/**
 * Saves the card form (multipart: the fields, then an optional `card_file`): POST /api/government-schemes
 * to add (`id` null), PUT …/:id to edit (a new file replaces the old).
 */
export function useSaveSchemeCard() {
  return useMutation({
    mutationFn: ({ id, fields }: { id: string | null; fields: FormData }) =>
      id === null
        ? apiUpload<SchemeCard>('/api/government-schemes', fields)
        : apiRequest<SchemeCard>(schemeCardPath(id), { method: 'PUT', body: fields }),
    meta: { invalidates: SAVED, errorToast: saveErrors },
  });
}

/** DELETE /api/government-schemes/:id: the card and its file go. */
export function useDeleteSchemeCard() {
  return useMutation({
    mutationFn: (id: string) => apiRequest(schemeCardPath(id), { method: 'DELETE' }),
    meta: { invalidates: SAVED, errorToast: { rules: [], fallback: { title: M.deleteFailed } } },
  });
}

/** A fresh signed link to a card's file (it expires): `inline` to view, `attachment` to download. */
export function schemeCardFileLink(id: string, disposition: 'inline' | 'attachment') {
  return apiGet<SignedLink>(`${schemeCardPath(id)}/card-file?disposition=${disposition}`);
}
