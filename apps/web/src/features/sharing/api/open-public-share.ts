import { SHARE_MESSAGES, type PublicShare } from '@sehat/shared';
import { useEffect, useRef, useState } from 'react';
import { ApiError, apiPost } from '@/lib/api-client';
import { messageGroup, type Words } from '@/lib/i18n/messages';
import { refusalWords } from '@/lib/error-policy';

const sharingMessages = messageGroup('sharing', SHARE_MESSAGES);

/** What the public page shows: loading, the code prompt, the summary, an ended link, or a failure. */
export type PublicShareState =
  | { kind: 'loading' }
  | { kind: 'code'; busy: boolean; message: Words | null }
  | { kind: 'ready'; share: PublicShare }
  | { kind: 'ended'; message: Words }
  | { kind: 'failed'; message: Words };

/** Refusals that end the visit: the link is not valid, has ended, or is locked. */
const ENDED_CODES = new Set(['SHARE_NOT_FOUND', 'SHARE_UNAVAILABLE', 'SHARE_LOCKED']);
/** Refusals that ask for the code (again). */
const CODE_CODES = new Set(['ACCESS_CODE_REQUIRED', 'ACCESS_CODE_WRONG', 'VALIDATION_ERROR']);

function stateOf(error: unknown): PublicShareState {
  if (error instanceof ApiError && ENDED_CODES.has(error.code))
    return { kind: 'ended', message: refusalWords(error) };
  if (error instanceof ApiError && CODE_CODES.has(error.code))
    return {
      kind: 'code',
      busy: false,
      message: error.code === 'ACCESS_CODE_REQUIRED' ? null : refusalWords(error),
    };
  if (error instanceof ApiError && error.status === 429)
    return { kind: 'failed', message: refusalWords(error) };
  return { kind: 'failed', message: sharingMessages.sharedLoadFailed };
}

/** One open of the share: the state it leads to; `accessCode` is sent when given. */
async function openShare(token: string, accessCode: string | undefined): Promise<PublicShareState> {
  try {
    const share = await apiPost<PublicShare>(
      `/api/public/shares/${encodeURIComponent(token)}`,
      accessCode ? { access_code: accessCode } : {},
    );
    return { kind: 'ready', share };
  } catch (error) {
    return stateOf(error);
  }
}

/**
 * Opens the share `token` (POST /api/public/shares/:token) without a session, as a doctor's phone
 * does: `submitCode` sends the 6-digit code when the link asks for one; `reload` opens it again
 * (after a failure, or for fresh 5-minute file links) with the code already accepted. Each open is
 * counted by the server.
 */
export function useOpenPublicShare(token: string) {
  const [state, setState] = useState<PublicShareState>({ kind: 'loading' });
  const accepted = useRef<string | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void openShare(token, undefined).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [token]);

  const open = (accessCode: string | undefined) =>
    void openShare(token, accessCode).then((next) => {
      if (next.kind === 'ready') accepted.current = accessCode;
      setState(next);
    });

  return {
    state,
    submitCode: (accessCode: string) => {
      setState({ kind: 'code', busy: true, message: null });
      open(accessCode);
    },
    reload: () => {
      setState({ kind: 'loading' });
      open(accepted.current);
    },
  };
}
