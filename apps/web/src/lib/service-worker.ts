import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './update-prompt';

/**
 * Registers the service worker that vite-plugin-pwa generates (`/sw.js`, docs/decisions/026-installable-app-offline-policy.md). It precaches
 * the app shell and static assets only (never an `/api` response or a file, see vite.config.ts and
 * docs/decisions/026) and answers a navigation that fails offline with `/offline.html`. Registration mode is
 * 'prompt': when a new version is deployed its worker waits, and a toast offers "Reload". Loaded by
 * `main.tsx` after the page's `load` event, so it costs the landing route nothing up front.
 */
export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => showUpdatePrompt(updateServiceWorker),
    onRegisterError(error: unknown) {
      console.warn('Could not register the service worker', error);
    },
  });
}
