import { lazyPage } from '@/lib/lazy-page';

/** The landing page: preloaded before React hydrates its prerendered HTML (main.tsx). */
export const LandingPage = lazyPage(
  async () => (await import('@/features/auth/components/landing-page')).LandingPage,
);
