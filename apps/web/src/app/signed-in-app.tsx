import { lazy } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { QueryProvider } from '@/lib/query-provider';
import { queryClient } from '@/lib/query-client';
import { getShellQueryOptions } from '@/lib/session';
import { RequireSession } from './guard';
import { AppLayout } from './layouts/app-layout';
import { signedInRoutes } from './routes';

const NotFound = lazy(async () => ({ default: (await import('./not-found')).NotFound }));
const signedInPages = signedInRoutes.map(({ path, load }) => ({ path, Page: lazy(load) }));

/**
 * Starts what a page sent to a browser holding a session cookie needs first (main.tsx): the session (the
 * shell query) and, on a signed-in screen, the page's chunk and its first GET when the route names it
 * (`prefetch`, into the query cache the page reads), all at once, instead of each waiting for the one
 * before. A module that fails to load is the page's to report: it asks for its data itself.
 */
export function startSignedIn(pathname: string): void {
  void queryClient.prefetchQuery(getShellQueryOptions());
  const match = matchRoutes(signedInRoutes, pathname)?.[0];
  if (!match) return;
  void match.route.load();
  if (match.route.prefetch && document.querySelector('meta[name="sehat-session-cookie"]'))
    match.route.prefetch(queryClient, match.params).catch(() => undefined);
}

/**
 * Every signed-in screen (`routes.tsx`) inside the route guard and the shell (side navigation, header),
 * and the not-found page for any other path: the part of the route tree a signed-out visitor's landing
 * never loads (docs/decisions/045-react-renders-sehat.md).
 */
export function SignedInApp() {
  return (
    <QueryProvider>
      <Routes>
        <Route element={<RequireSession />}>
          <Route element={<AppLayout />}>
            {signedInPages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </QueryProvider>
  );
}
