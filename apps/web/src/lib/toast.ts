import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { localiseMessage } from './i18n/message-translator';

/**
 * The toaster's chunk (components/ui/sonner.tsx with sonner, which carries its own CSS; about 10 KB gzip):
 * the app mounts its `Toaster` with the first toast, and `toast` below raises toasts through its `toast`.
 * One chunk for both, so a toaster fetched ahead (`preloadToaster`) is all a toast needs.
 */
export const loadToaster = () => import('@/components/ui/sonner');

/**
 * Starts fetching the toaster's code, so that a toast raised after the connection dropped still shows. Not
 * with the first screen's own scripts (docs/decisions/031-web-budgets.md): the auth forms call it when the patient first uses
 * one, signed-in screens through `preloadToasterWhenIdle`.
 */
export function preloadToaster(): void {
  loadToaster().catch((error: unknown) => console.warn('Could not preload the toaster', error));
}

/** `preloadToaster` once the page has loaded and the browser is idle. */
export function preloadToasterWhenIdle(): void {
  // On the server (a rendered screen) there is no page to preload into.
  if (typeof document === 'undefined') return;
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(preloadToaster, { timeout: 2_000 });
    else setTimeout(preloadToaster, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let raised = false;
const raisedListeners = new Set<() => void>();

function subscribeRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

/**
 * False until the first toast is raised: the app mounts its toaster only then (its code may have been
 * fetched ahead by `preloadToaster`), so no screen's first render carries it.
 */
export function useToastRaised(): boolean {
  return useSyncExternalStore(
    subscribeRaised,
    () => raised,
    () => false,
  );
}

function show(kind: 'success' | 'error' | 'message', text: string, data?: ExternalToast): void {
  if (!raised) {
    raised = true;
    for (const listener of raisedListeners) listener();
  }
  // The product's fixed messages and the server's refusals arrive in English; shown in the UI's language.
  const message = localiseMessage(text);
  const { description } = data ?? {};
  if (typeof description === 'string') data = { ...data, description: localiseMessage(description) };
  loadToaster()
    .then(({ toast: sonnerToast }) => {
      if (kind === 'message') sonnerToast(message, data);
      else sonnerToast[kind](message, data);
    })
    .catch((error: unknown) => console.warn('Could not show a toast', message, error));
}

/**
 * sonner's `toast` API, loaded on first use: `toast.error('Error', { description })`
 * is the product's destructive toast, `toast.success(title, { description })` the
 * green one. Toasts raised before the Toaster mounts are shown once it does.
 */
export const toast = {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  message: (message: string, data?: ExternalToast) => show('message', message, data),
};
