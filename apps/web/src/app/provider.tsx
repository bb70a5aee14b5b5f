import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { queryClient } from '@/lib/query-client';
import { loadToaster, useToastRaised } from '@/lib/toast';

// The toaster mounts with the first toast, which sonner shows once the toaster subscribes.
const Toaster = React.lazy(async () => ({ default: (await loadToaster()).Toaster }));

/**
 * App-wide providers: TanStack Query, the one cache of every GET, the session (the shell query, which the
 * route guard reads on every page) among them; the toaster, from the first toast on.
 */
export function AppProvider({ children }: { children: React.ReactNode }) {
  const toastRaised = useToastRaised();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Here from the start: a modal dialog hides from assistive technology all but the live regions
          present when it opens (radix-ui's aria-hidden), so a toaster mounted later inside one is still heard. */}
      <div aria-live="off">
        {toastRaised && (
          <React.Suspense fallback={null}>
            <Toaster />
          </React.Suspense>
        )}
      </div>
    </QueryClientProvider>
  );
}
