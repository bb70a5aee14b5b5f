import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { sessionEnd, useSession } from '@/lib/session';
import { safeReturnPath, type SignInReturnState } from '@/lib/return-path';

/**
 * Layout route around every signed-in screen (docs/product.md#screens-and-routes, docs/product.md#roles-and-access): a visitor without
 * a session goes to /; while the session is first loading, a centred spinner
 * (no flash of the screen). The page asked for travels along in the location
 * state (`SignInReturnState`; the URL stays /), so sign-in returns there, for
 * a session that just ended as for a deep link opened while signed out (not
 * after the patient's own sign-out).
 */
export function RequireSession() {
  const { data, isPending } = useSession();
  const { pathname, search, hash } = useLocation();
  if (!data && isPending) return <PageSpinner />;
  if (!data) {
    const state: SignInReturnState | undefined = sessionEnd.signedOut
      ? undefined
      : { from: pathname + search + hash };
    return <Navigate to="/" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Around the landing page (`app/landing-guard.tsx`): a signed-in visitor goes to the page
 * the guard sent them from (same-origin paths only), else /dashboard. The
 * spinner shows only until the session is known the first time, not while a
 * sign-in on this page reloads it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data, isPending } = useSession();
  const state = useLocation().state as SignInReturnState | null;
  const [settled, setSettled] = useState(!isPending);
  if (!isPending && !settled) setSettled(true);

  if (data) return <Navigate to={safeReturnPath(state?.from) ?? '/dashboard'} replace />;
  if (!settled) return <PageSpinner />;
  return children;
}
