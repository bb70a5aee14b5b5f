import { i18n } from './i18n/i18n';
import { toast } from './toast';

/** The id of the one update toast, so a second prompt replaces it instead of stacking another. */
const UPDATE_TOAST_ID = 'app-update';

/**
 * Tells the patient a new version of Sehat is ready (docs/decisions/026-installable-app-offline-policy.md): a toast that stays until acted on,
 * with "Reload", which calls `reload(true)` (vite-plugin-pwa's `updateServiceWorker`: the waiting worker
 * takes over and the page reloads on the new version).
 */
export function showUpdatePrompt(reload: (reloadPage: boolean) => Promise<void>): void {
  toast.message(i18n.t('updatePrompt.title'), {
    id: UPDATE_TOAST_ID,
    description: i18n.t('updatePrompt.description'),
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n.t('updatePrompt.reload'), onClick: () => void reload(true) },
  });
}
