import { AUTH_MESSAGES, GENERAL_MESSAGES } from '@sehat/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { reloadSession, sessionEnd } from '@/lib/session';
import { toast } from '@/lib/toast';
import { messageGroup } from '@/lib/i18n/messages';
import { setActingPatientId } from '@/lib/acting-patient';

const authMessages = messageGroup('auth', AUTH_MESSAGES);
const generalMessages = messageGroup('general', GENERAL_MESSAGES);

/** The server answered the sign-out with an error (as opposed to an exception). */
class SignOutRefusedError extends Error {
  constructor() {
    super('The server refused the sign-out.');
  }
}

/**
 * The sign-out endpoint: ends the session on the server and clears its cookie and the chosen patient's.
 * The Sign Out buttons are forms posting here, so a click before the scripts have run signs out too
 * (the server answers it with the landing page); once they run, `signOut` sends it instead.
 */
export const SIGN_OUT_PATH = '/api/sign-out';

/**
 * Ends the session (POST /api/sign-out, 204) and empties the session store, so the route guard
 * lets go at once (to / with no page to return to: `sessionEnd.signedOut`). The request leaves with the
 * click, nothing downloaded first, and as `keepalive`, so it reaches the server even when the patient closes
 * the tab straight after (a shared computer stays signed out). Rejects with SignOutRefusedError when the
 * server answers an error, with a TypeError when it cannot be reached.
 */
async function signOut(): Promise<void> {
  sessionEnd.signedOut = true;
  try {
    const response = await fetch(SIGN_OUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
    });
    if (!response.ok) throw new SignOutRefusedError();
    // The next account on this browser starts with its own patient.
    setActingPatientId(null);
  } catch (error) {
    sessionEnd.signedOut = false;
    throw error;
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
      toast.success(authMessages.signedOutTitle, { description: authMessages.signedOut });
      // The signed-in layout forgets the cached data once its screens are gone.
      void navigate('/', { replace: true });
    },
    onError: (error) => {
      const description =
        error instanceof SignOutRefusedError ? authMessages.signOutFailed : authMessages.signOutUnexpected;
      toast.error(generalMessages.errorTitle, { description });
    },
  });
}
