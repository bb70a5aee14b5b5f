import * as React from 'react';
// The toaster loads right after the first paint; toasts raised earlier are
// replayed by sonner when it subscribes.
const Toaster = React.lazy(async () => ({ default: (await import('@/components/ui/sonner')).Toaster }));

/**
 * App-wide providers: the toaster. TanStack Query is provided by the signed-in
 * layout (`layouts/app-layout.tsx`) so the landing page does not download it.
 */
export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <React.Suspense fallback={null}>
        <Toaster />
      </React.Suspense>
    </>
  );
}
