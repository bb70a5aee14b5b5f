import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';
import { localiseMessage } from './i18n/message-translator';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;

/** Loads sonner once (it carries its own CSS, about 10 KB gzip, kept off the first paint). */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

let raised = false;
const raisedListeners = new Set<() => void>();

function subscribeRaised(listener: () => void): () => void {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
}

/**
 * False until the first toast is raised: the app mounts its toaster (and downloads sonner) only then, so no
 * screen's first load waits on either.
 */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribeRaised, () => raised);
}

function show(kind: 'success' | 'error' | 'message', text: string, data?: ExternalToast): void {
  if (!raised) {
    raised = true;
    for (const listener of raisedListeners) listener();
  }
  // The spec's fixed messages and the server's refusals arrive in English; shown in the UI's language.
  const message = localiseMessage(text);
  const { description } = data ?? {};
  if (typeof description === 'string') data = { ...data, description: localiseMessage(description) };
  loadSonner()
    .then(({ toast: sonnerToast }) => {
      if (kind === 'message') sonnerToast(message, data);
      else sonnerToast[kind](message, data);
    })
    .catch((error: unknown) => console.warn('Could not show a toast', message, error));
}

/**
 * sonner's `toast` API, loaded on first use: `toast.error('Error', { description })`
 * is the spec's destructive toast, `toast.success(title, { description })` the
 * green one. Toasts raised before the Toaster mounts are shown once it does.
 */
export const toast = {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  message: (message: string, data?: ExternalToast) => show('message', message, data),
};
