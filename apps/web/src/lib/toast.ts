import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { wordsText, type Words } from './i18n/messages';

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

/** What a toast says besides its title: sonner's options, the description as words. */
type ToastData = Omit<ExternalToast, 'description'> & { description?: Words | undefined };

function show(kind: 'success' | 'error' | 'message', title: Words, data?: ToastData): void {
  if (!raised) {
    raised = true;
    for (const listener of raisedListeners) listener();
  }
  // A message of the shared table is shown by its key and values in the UI's language.
  const message = wordsText(title);
  const { description, ...options } = data ?? {};
  const shownData: ExternalToast =
    description === undefined ? options : { ...options, description: wordsText(description) };
  loadToaster()
    .then(({ toast: sonnerToast }) => {
      if (kind === 'message') sonnerToast(message, shownData);
      else sonnerToast[kind](message, shownData);
    })
    .catch((error: unknown) => console.warn('Could not show a toast', message, error));
}

/**
 * sonner's `toast` API, loaded on first use: `toast.error(title, { description })` is the product's
 * destructive toast, `toast.success(title, { description })` the green one. A title or description is
 * text from a feature's `t()`, or a message of the shared table (`messageGroup`) shown by its key and
 * values. Toasts raised before the Toaster mounts are shown once it does.
 */
export const toast = {
  success: (title: Words, data?: ToastData) => show('success', title, data),
  error: (title: Words, data?: ToastData) => show('error', title, data),
  message: (title: Words, data?: ToastData) => show('message', title, data),
};
