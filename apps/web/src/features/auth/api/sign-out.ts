import { AUTH_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '@/lib/auth-call';
import { reloadSession, sessionEnd } from '@/lib/session';
import { toast } from '@/lib/toast';

/** The server answered the sign-out with an error (as opposed to an exception). */
class SignOutRefusedError extends Error {
  constructor() {
    super(AUTH_MESSAGES.signOutFailed);
  }
}

/**
 * Ends the session (better-auth POST /api/auth/sign-out) and empties the
 * session store, so the route guard lets go at once (to / with no page to
 * return to: `sessionEnd.signedOut`). Rejects with
 * SignOutRefusedError when the server answers an error (docs/product.md#messages).
 */
async function signOut(): Promise<void> {
  sessionEnd.signedOut = true;
  const { error } = await (await loadAuthClient()).signOut();
  if (error) {
    sessionEnd.signedOut = false;
    throw new SignOutRefusedError();
  }
  await reloadSession();
}

/**
 * Sign-out with the product's toasts (docs/product.md#messages): 'Signed out' / 'You have been
 * successfully signed out.' then /, or a destructive 'Error'.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      toast.success(AUTH_MESSAGES.signedOutTitle, { description: AUTH_MESSAGES.signedOut });
      // The signed-in layout forgets the cached data once its screens are gone.
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      const description =
        error instanceof SignOutRefusedError ? AUTH_MESSAGES.signOutFailed : AUTH_MESSAGES.signOutUnexpected;
      toast.error('Error', { description });
    },
  });
}
