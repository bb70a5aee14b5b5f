import { useSyncExternalStore } from 'react';

/**
 * Whether this page arrived as the prerendered landing and nobody has signed in on it since. The server
 * sends that HTML only to a browser without a session cookie (docs/decisions/030-prerendered-landing.md),
 * so the landing needs no session check, and the entry carries neither TanStack Query nor the session
 * code for it (the landing budget, docs/decisions/045-react-renders-sehat.md). A sign-in (anything that
 * reads the session again: `lib/session.ts`) ends it, and the landing's route guard takes over.
 */
let signedOutAtLoad = false;
const listeners = new Set<() => void>();

/** Called once by the entry, before React hydrates the prerendered landing. */
export function markSignedOutAtLoad(): void {
  signedOutAtLoad = true;
}

/** The session may exist from now on (a sign-in, a sign-up, a reset that signs in): the guard decides. */
export function endSignedOutAtLoad(): void {
  if (!signedOutAtLoad) return;
  signedOutAtLoad = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the page is still the prerendered landing of a signed-out visitor (also in the server's render). */
export function useSignedOutAtLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signedOutAtLoad,
    () => true,
  );
}
