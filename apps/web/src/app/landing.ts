import { preloadable } from '@/lib/lazy-component';

/** The landing page: preloaded before React hydrates its prerendered HTML (main.tsx). */
export const LandingPage = preloadable(
  async () => (await import('@/features/auth/components/landing-page')).LandingPage,
);
