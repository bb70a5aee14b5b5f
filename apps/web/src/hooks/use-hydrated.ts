import { useDeferredValue, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in HTML the server rendered (the prerendered landing, a signed-in screen) and while React hydrates
 * it; true soon after, and at once in a page the browser renders itself (React's `getServerSnapshot`).
 * What works only with scripts is switched on by it, without a hydration mismatch. React re-renders a
 * server snapshot's readers synchronously right after hydration; the deferred value keeps that re-render
 * trivial and makes the real switch (the landing's sign-in card mounting, every control coming alive) a
 * render React does in slices, giving the thread back in between, not one long task.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    ),
  );
}
