import { QueryProvider } from '@/lib/query-provider';
import { RedirectIfSignedIn } from './guard';
import { LandingPage } from './landing';

/**
 * The landing page behind its guard, once the session may exist (a browser that sent a session cookie,
 * or a sign-in on the landing): a signed-in visitor goes on to the dashboard or the page asked for. Its
 * own chunk, with TanStack Query and the session code, which the prerendered landing does without.
 */
export function LandingGuard() {
  return (
    <QueryProvider>
      <RedirectIfSignedIn>
        <LandingPage />
      </RedirectIfSignedIn>
    </QueryProvider>
  );
}
