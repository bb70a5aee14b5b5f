import { ApiError } from '@/lib/api-client';
import { refusalWords } from '@/lib/error-policy';
import { wordsText } from '@/lib/i18n/messages';

/**
 * Runs a save; resolves with null when it worked (after `then`), or with the server's refusal of a
 * 4xx (in the UI's language, by its key and values) for the form to show beside the results (the mutation's error policy toasts it too).
 * Any other failure is only toasted.
 */
export async function saveOutcome<T>(
  save: Promise<T>,
  then: (saved: T) => Promise<void>,
): Promise<string | null> {
  let saved: T;
  try {
    saved = await save;
  } catch (error) {
    return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
      ? wordsText(refusalWords(error))
      : null;
  }
  await then(saved);
  return null;
}
