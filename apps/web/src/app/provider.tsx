import * as React from 'react';
import { loadToaster, useToastRaised } from '@/lib/toast';

// The toaster mounts with the first toast, which sonner shows once the toaster subscribes.
const Toaster = React.lazy(async () => ({ default: (await loadToaster()).Toaster }));

/**
 * App-wide providers: the toaster, from the first toast on. TanStack Query is provided by the lazy parts
 * of the app that read it (`lib/query-provider.tsx`), so the landing's entry does without it.
 */
export function AppProvider({ children }: { children: React.ReactNode }) {
  const toastRaised = useToastRaised();
  return (
    <>
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
    </>
  );
}
