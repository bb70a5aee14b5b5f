import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Spinner } from '@/components/ui/spinner';
import { forgetEndedSession, sessionEnd, useSession } from '@/lib/session';
import { preloadToasterWhenIdle } from '@/lib/toast';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

// A signed-in screen's toasts (a save that failed offline among them) find the toaster's code already here.
preloadToasterWhenIdle();

/**
 * The path of the screen the browser loaded this page at, until the patient moves on. That screen keeps the
 * scroll the browser gave it: the server may have painted it long before React took it over, and a patient
 * who had scrolled down meanwhile would be thrown back up, under their finger.
 */
let loadedPath: string | null = typeof location === 'undefined' ? null : location.pathname;

/**
 * The shell of every signed-in screen (docs/product.md#screens-and-routes): 'Quick Links' side
 * navigation, header, page.
 */
export function AppLayout() {
  const { data } = useSession();
  const { pathname } = useLocation();

  // A new screen opens at its top. (React Router's ScrollRestoration, which
  // would also restore back/forward positions, exists only in its data router;
  // decision 034.) Not the screen the browser loaded the page at: see `loadedPath`.
  useEffect(() => {
    if (pathname === loadedPath) return;
    loadedPath = null;
    window.scrollTo(0, 0);
  }, [pathname]);

  // A signed-in screen is open: whatever ended the previous session is past.
  useEffect(() => {
    sessionEnd.expired = false;
    sessionEnd.signedOut = false;
  }, []);

  // After sign-out (or an expired session: the shell answered null) forget the previous patient's
  // cached data; deferred so every screen's queries have unsubscribed first, otherwise they would
  // refetch at once and meet a 401.
  useEffect(
    () => () => {
      setTimeout(() => forgetEndedSession(), 0);
    },
    [],
  );

  return (
    <SidebarProvider>
      <AppSidebar />
      <SidebarInset>
        <AppHeader email={data?.user.email ?? ''} />
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {/* The next screen's chunk loads inside the shell, which stays in place. */}
          <Suspense
            fallback={
              <div className="flex justify-center pt-16">
                <Spinner className="size-8" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
