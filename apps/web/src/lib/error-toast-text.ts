import type { ErrorToast } from './error-policy';
import { wordsText } from './i18n/messages';

/**
 * An error toast's words as the patient reads them in the UI's language (`{ title, description? }`), for
 * tests that check what a refusal shows: the same `wordsText` the toaster uses.
 */
export function errorToastText(toast: ErrorToast | null): { title: string; description?: string } | null {
  if (!toast) return null;
  const title = wordsText(toast.title);
  return toast.description === undefined ? { title } : { title, description: wordsText(toast.description) };
}
