import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth-client';

/**
 * Layout route around every signed-in screen (spec §2, §6): a visitor without
 * a session goes to /; while the session is first loading, a centred spinner
 * (no flash of the screen).
 */
export function RequireSession() {
  const { data, isPending } = useSession();
  if (!data && isPending) return <PageSpinner />;
  if (!data) return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * Layout route around the landing page: a signed-in visitor goes straight to
 * /dashboard. The spinner shows only until the session is known the first
 * time, not while a sign-in on this page reloads it.
 */
export function RedirectIfSignedIn() {
  const { data, isPending } = useSession();
  const [settled, setSettled] = useState(!isPending);
  if (!isPending && !settled) setSettled(true);

  if (data) return <Navigate to="/dashboard" replace />;
  if (!settled) return <PageSpinner />;
  return <Outlet />;
}
