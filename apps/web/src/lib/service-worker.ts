import { registerSW } from 'virtual:pwa-register';
import { toast } from './toast';

/** The id of the one update toast, so a second `needRefresh` does not stack another. */
const UPDATE_TOAST_ID = 'app-update';

/**
 * Registers the service worker that vite-plugin-pwa generates (`/sw.js`, issue 13 scope 2). It precaches
 * the app shell and static assets only (never an `/api` response or a file, see vite.config.ts) and answers
 * a navigation that fails offline with `/offline.html`. Registration mode is 'prompt': when a new version is
 * deployed its worker waits, and a toast offers "Reload", which activates it and reloads the page. Loaded by
 * `main.tsx` after the page's `load` event, so it costs the landing route nothing up front.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast.message('A new version of Sehat is available.', {
        id: UPDATE_TOAST_ID,
        description: 'Reload to use it.',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload', onClick: () => void updateServiceWorker(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.warn('Could not register the service worker', error);
    },
  });
}
