import { CLAIM_MESSAGES, type Claim } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUpload } from '@/lib/api-client';
import { serverMessage, type ErrorPolicy } from '@/lib/error-policy';
import { queryKeys } from '@/lib/queries/keys';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/** What a refused claim shows. */
export const addClaimErrors: ErrorPolicy = {
  rules: [
    { status: 413, toast: { title: claimsMessages.fileTooLarge } },
    { status: [400, 415], toast: serverMessage.under(claimsMessages.addFailed) },
  ],
  fallback: { title: claimsMessages.addFailed },
};

/**
 * POST /api/claims (multipart: the form's fields, then an optional `receipt`). Failures: a
 * receipt too large is 'File size must be less than 10MB'; for a refused field or file
 * type the server's reason is the description under 'Failed to add insurance claim. Please try again.'.
 */
export function useCreateClaim() {
  return useMutation({
    mutationFn: (body: FormData) => apiUpload<Claim>('/api/claims', body),
    meta: {
      invalidates: [queryKeys.claims.all],
      errorToast: addClaimErrors,
    },
  });
}

/** Whether a failed add was the receipt being too large (413): the form then clears the receipt. */
export function isTooLarge(error: unknown): boolean {
  return error instanceof ApiError && error.status === 413;
}
