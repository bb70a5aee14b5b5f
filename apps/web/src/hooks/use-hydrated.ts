import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in HTML the server rendered (the prerendered landing, a signed-in screen) and while React hydrates
 * it; true from the next render on, and at once in a page the browser renders itself (React's
 * `getServerSnapshot`). What works only with scripts is switched on by it, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
