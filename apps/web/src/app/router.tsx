import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { preloadable, lazyWithQueryClient } from '@/lib/lazy-component';
import { useSignedOutAtLoad } from '@/lib/signed-out-at-load';
import { LandingPage } from './landing';
import { RouteError } from './route-error';

const LandingGuard = lazy(async () => ({ default: (await import('./landing-guard')).LandingGuard }));
const ResetPasswordPage = lazyWithQueryClient(
  async () => (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
);
const PublicSharePage = lazyWithQueryClient(
  async () => (await import('@/features/sharing/components/public-share-page')).PublicSharePage,
);
/** The signed-in screens: preloaded before React hydrates a screen the server rendered (main.tsx). */
export const SignedInApp = preloadable(async () => (await import('./signed-in-app')).SignedInApp);

/** `/`: the prerendered landing as it is while nobody has signed in on it, else the landing behind its guard. */
function LandingRoute() {
  return useSignedOutAtLoad() ? <LandingPage /> : <LandingGuard />;
}

/**
 * The route tree (docs/product.md#screens-and-routes), in React Router's declarative mode
 * (docs/decisions/034-declarative-router.md). Each screen is a lazy chunk: the landing page never loads
 * the shell, TanStack Query or any signed-in screen (`signed-in-app.tsx` holds those, listed in
 * `routes.tsx`). A screen that fails to load or render shows `RouteError` until the patient goes elsewhere.
 */
export function AppRoutes() {
  const { pathname } = useLocation();

  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route path="/" element={<LandingRoute />} />
          <Route path="/auth/reset" element={<ResetPasswordPage />} />
          {/* A shared record's page: no session, and none of the signed-in shell (docs/decisions/023-share-links.md). */}
          <Route path="/s/:token" element={<PublicSharePage />} />
          <Route path="*" element={<SignedInApp />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
