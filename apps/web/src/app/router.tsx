import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RedirectIfSignedIn, RequireSession } from './guard';
import { RouteError } from './route-error';
import { signedInRoutes } from './routes';

/**
 * The route tree (spec §2). Each screen is a lazy chunk: the landing page
 * never loads the shell or dashboard code. Signed-in screens are listed in
 * `routes.tsx`.
 */
export const router = createBrowserRouter([
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: '/',
        Component: RedirectIfSignedIn,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/auth/components/landing-page')).LandingPage,
            }),
          },
        ],
      },
      {
        path: '/auth/reset',
        lazy: async () => ({
          Component: (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        // A shared record's page: no session, and none of the signed-in shell (issue 11 scope 1).
        path: '/s/:token',
        lazy: async () => ({
          Component: (await import('@/features/sharing/components/public-share-page')).PublicSharePage,
        }),
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }),
            children: signedInRoutes,
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./not-found')).NotFound }),
      },
    ],
  },
]);
