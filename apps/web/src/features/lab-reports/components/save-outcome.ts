import { ApiError } from '@/lib/api-client';

/**
 * Runs a save; resolves with null when it worked (after `then`), or with the server's message of a
 * 4xx refusal for the form to show beside the results (the mutation's error policy toasts it too).
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
      ? error.message
      : null;
  }
  await then(saved);
  return null;
}
