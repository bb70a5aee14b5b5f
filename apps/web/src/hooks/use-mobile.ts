import { MOBILE_BREAKPOINT_PX } from '@sehat/shared';
import { useDeferredValue, useSyncExternalStore } from 'react';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(query);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/**
 * True below the 768 px mobile breakpoint (docs/product.md#limits-and-constants), updated on resize. False
 * in HTML the server rendered and while React hydrates it. On a phone, the switch after hydration (the side
 * panel becoming a sheet, every reader of the sidebar's context) is a deferred value, like `useHydrated`'s:
 * React would otherwise redo the whole shell and screen in one synchronous render right after hydration, the
 * longest task of a signed-in screen's start-up (docs/decisions/045-react-renders-sehat.md).
 */
export function useIsMobile(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => window.matchMedia(query).matches,
      () => false,
    ),
  );
}
