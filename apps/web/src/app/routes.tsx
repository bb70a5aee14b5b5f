import type { RouteObject } from 'react-router';

/**
 * Every signed-in screen (spec §2 route table), rendered inside the guarded
 * shell (side navigation + header). A feature adds its routes HERE, lazily, so
 * its code loads only when visited:
 *
 *   { path: '/medical-history', lazy: async () => ({
 *       Component: (await import('@/features/medical-records/components/medical-history-page')).MedicalHistoryPage }) },
 *
 * Paths not listed (for now /edit-profile, /medical-history, /kyc, ...) fall to the 404 page.
 */
export const signedInRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    lazy: async () => ({
      Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
    }),
  },
];
