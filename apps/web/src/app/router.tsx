import { lazy, Suspense, useLayoutEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { prefetchGet } from '@/lib/prefetch';
import { removePrerenderedLanding } from '@/lib/prerendered-landing';
import { RedirectIfSignedIn, RequireSession } from './guard';
import { RouteError } from './route-error';
import { signedInRoutes } from './routes';

const LandingPage = lazy(async () => ({
  default: (await import('@/features/auth/components/landing-page')).LandingPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
}));
const PublicSharePage = lazy(async () => ({
  default: (await import('@/features/sharing/components/public-share-page')).PublicSharePage,
}));
const loadAppLayout = async () => ({ default: (await import('./layouts/app-layout')).AppLayout });
const AppLayout = lazy(loadAppLayout);
const NotFound = lazy(async () => ({ default: (await import('./not-found')).NotFound }));
const signedInPages = signedInRoutes.map(({ path, load }) => ({ path, Page: lazy(load) }));

/**
 * Opening a signed-in screen, its page's chunk and the shell's are fetched at once, while the session is
 * still being read: rendered lazily one inside the other, each would wait for the one before. So is the
 * page's first GET when the route names it (`prefetch`) and the browser holds a session cookie.
 */
function preloadSignedInScreen(pathname: string): void {
  const match = matchRoutes(signedInRoutes, pathname)?.[0];
  if (!match) return;
  void loadAppLayout();
  void match.route.load();
  // Only in the page the server sent to a browser holding a session cookie (vite-plugins/signed-in-html.ts):
  // a signed-out visitor's deep link would only be refused.
  if (match.route.prefetch && document.querySelector('meta[name="sehat-session-cookie"]'))
    prefetchGet(match.route.prefetch(match.params));
}
preloadSignedInScreen(window.location.pathname);

/**
 * The route tree (docs/product.md#screens-and-routes), in React Router's declarative mode (decision 034: the data router's loaders and
 * actions, which Sehat does not use, weighed 17 KB gzip on every page). Each screen is a lazy chunk: the
 * landing page never loads the shell or dashboard code; signed-in screens are listed in `routes.tsx`. A
 * screen that fails to load or render shows `RouteError` until the patient goes elsewhere.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The prerendered landing (if this is it) gives way to whatever page the app opens instead of /.
  useLayoutEffect(() => {
    if (pathname !== '/') removePrerenderedLanding();
  }, [pathname]);

  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<RedirectIfSignedIn />}>
            <Route index element={<LandingPage />} />
          </Route>
          <Route path="/auth/reset" element={<ResetPasswordPage />} />
          {/* A shared record's page: no session, and none of the signed-in shell (docs/decisions/023-share-links.md). */}
          <Route path="/s/:token" element={<PublicSharePage />} />
          <Route element={<RequireSession />}>
            <Route element={<AppLayout />}>
              {signedInPages.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
