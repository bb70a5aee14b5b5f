import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { Spinner } from '@/components/ui/spinner';
import { onUnauthorized } from '@/lib/api-client';
import { currentSession, reloadSession, sessionEnd, useSession } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { syncShellQuery } from '@/lib/queries/shell';
import { preloadToasterWhenIdle } from '@/lib/toast';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

// Any 401 from /api means the session is gone: reload it so the route guard
// sends the patient to / (docs/product.md#data-calls "a session problem ... logs and goes to /"),
// where the landing page says the session expired. Registered here, not in the
// entry: only signed-in screens call /api, and the api client stays out of the
// landing route's first load.
onUnauthorized(() => {
  console.warn('Session expired or missing; returning to sign in.');
  sessionEnd.expired = true;
  void reloadSession();
});
// The header and the bell read the shell the session store loaded; later reads of the store reach them too.
syncShellQuery(queryClient);
// A signed-in screen's toasts (a save that failed offline among them) find the toaster's code already here.
preloadToasterWhenIdle();

/**
 * The shell of every signed-in screen (docs/product.md#screens-and-routes): 'Quick Links' side
 * navigation, header, page. It also provides TanStack Query, which only
 * signed-in screens use.
 */
export function AppLayout() {
  const { data } = useSession();
  const { pathname } = useLocation();

  // A new screen opens at its top. (React Router's ScrollRestoration, which
  // would also restore back/forward positions, exists only in its data router;
  // decision 034.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // After sign-out (or an expired session) forget the previous patient's
  // cached data; deferred so every screen's queries have unsubscribed first,
  // otherwise they would refetch at once and meet a 401.
  // A signed-in screen is open: whatever ended the previous session is past.
  useEffect(() => {
    sessionEnd.expired = false;
    sessionEnd.signedOut = false;
  }, []);

  useEffect(
    () => () => {
      setTimeout(() => {
        if (!currentSession()) queryClient.clear();
      }, 0);
    },
    [],
  );

  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
