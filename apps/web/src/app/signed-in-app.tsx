import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { preloadable } from '@/lib/lazy-component';
import { QueryProvider } from '@/lib/query-provider';
import { queryClient } from '@/lib/query-client';
import { getShellQueryOptions } from '@/lib/session';
import { RequireSession } from './guard';
import { AppLayout } from './layouts/app-layout';
import { signedInRoutes } from './routes';

const NotFound = lazy(async () => ({ default: (await import('./not-found')).NotFound }));
const signedInPages = signedInRoutes.map(({ path, load }) => ({
  path,
  Page: preloadable(async () => (await load()).default),
}));

/** The signed-in screen at `pathname`: its route (path, loader, prefetch), params and page; undefined for any other path. */
function screenAt(pathname: string) {
  const match = matchRoutes(signedInRoutes, pathname)?.[0];
  if (!match) return undefined;
  const page = signedInPages[signedInRoutes.indexOf(match.route)]!.Page;
  return { route: match.route, params: match.params, page };
}

/**
 * Into `client`: the session (the shell query) and, on a signed-in screen whose route names it, the page's
 * first GET (`prefetch`, with the very query options the page reads); with the page's chunk loaded, so it
 * renders without suspending. Resolves when all have settled (a failed GET is the page's to show), with
 * whether `url` is a signed-in screen.
 */
export async function loadSignedInScreen(client: QueryClient, url: URL): Promise<boolean> {
  const screen = screenAt(url.pathname);
  await Promise.all([
    client.prefetchQuery(getShellQueryOptions()),
    screen?.page.preload(),
    screen?.route.prefetch?.(client, screen.params, url.searchParams).catch(() => undefined),
  ]);
  return screen !== undefined;
}

/**
 * Takes over a signed-in screen the server rendered (main.tsx): the answers it was rendered from go into
 * the app's query client, and the page's chunk is loaded, so React hydrates the same screen without
 * asking again or suspending. `state`: TanStack Query's dehydrated cache, as the server sent it.
 */
export async function resumeSignedIn(state: DehydratedState, url: URL): Promise<void> {
  hydrate(queryClient, state);
  await screenAt(url.pathname)?.page.preload();
}

/**
 * Starts what a page sent to a browser holding a session cookie needs first (main.tsx): the session and,
 * on a signed-in screen, its chunk and first GET, all at once instead of each waiting for the one before.
 * Only with the page the server marks as sent with a session cookie (vite-plugins/signed-in-html.ts): a
 * signed-out visitor's deep link would only be refused.
 */
export function startSignedIn(url: URL): void {
  const screen = screenAt(url.pathname);
  void queryClient.prefetchQuery(getShellQueryOptions());
  void screen?.page.preload().catch(() => undefined);
  if (screen?.route.prefetch && document.querySelector('meta[name="sehat-session-cookie"]'))
    screen.route.prefetch(queryClient, screen.params, url.searchParams).catch(() => undefined);
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
