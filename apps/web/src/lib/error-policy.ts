import { ApiError } from './api-client';
import { AuthCallError } from './auth-call';
import type { ShownMessage, Words } from './i18n/messages';
import { toast } from './toast';

/**
 * A destructive toast: the product's title, an optional description, and an id that merges repeats. Its
 * words are a message of the shared table (`messageGroup`), the server's refusal (`refusalWords`), or
 * text of a feature's `t()`.
 */
export interface ErrorToast {
  title: Words;
  description?: Words | undefined;
  id?: string;
}

/** A refusal the server explained: our API's envelope, or a better-auth call's error (no status). */
type ServerError = ApiError | AuthCallError;

/** The toast of a rule: fixed, built from the server's error, or none at all (`null`). */
type ErrorToastSource = ErrorToast | null | ((error: ServerError) => ErrorToast);

/** One case of a policy: the server errors it matches and the toast they get. */
export interface ErrorRule {
  /** HTTP statuses matched (API errors only); `'client'` is any 4xx. Absent: any status. */
  status?: number | readonly number[] | 'client';
  /** The envelope's code (e.g. `TOO_MANY_FILES`). Absent: any code. */
  code?: string;
  toast: ErrorToastSource;
}

/**
 * How one request's failure is told to the patient (docs/product.md#messages): the first rule that matches the
 * server's error wins; anything else (5xx, offline, a bad answer, another error) gets `fallback`.
 * Declared on a query or mutation as `meta: { errorToast }` and shown by the query client's one
 * handler (`lib/query-client.ts`), so no screen switches on status codes.
 */
export interface ErrorPolicy {
  rules?: readonly ErrorRule[];
  fallback: ErrorToast;
}

/**
 * What the server said, by the key and values it sent and its English (the envelope's `message`, shown
 * when the UI's language has no such key): our API's refusal or a better-auth call's.
 */
export function refusalWords(error: ServerError): Words {
  if (error instanceof AuthCallError) return error.words;
  return error.key ? { key: error.key, values: error.values, english: error.message } : error.message;
}

/** What the server said about `error` (`refusalWords`), or `fallback` for any other failure. */
export function errorWords(error: unknown, fallback: Words): Words {
  return error instanceof ApiError || error instanceof AuthCallError ? refusalWords(error) : fallback;
}

/** The key of the server's refusal, when it named one (`medicalHistory.requiredFields`). */
export function refusalKey(error: ServerError): string | undefined {
  return error instanceof AuthCallError ? error.words.key : error.key;
}

/** The key of a message, when the words are one. */
const keyOf = (words: Words) => (typeof words === 'string' ? undefined : words.key);

/** Ready-made toasts that show what the server said (its message is safe to show below 500). */
export const serverMessage = {
  /** The message is the toast's title (docs/product.md#clinic-messages, Booking: "shows the server message"). */
  asTitle: (error: ServerError): ErrorToast => ({ title: refusalWords(error) }),
  /**
   * The message is the description under the product's `title` (e.g. why a file was refused); none
   * when it only repeats the title (a better-auth call that failed without a message falls back to it).
   */
  under:
    (title: ShownMessage | string) =>
    (error: ServerError): ErrorToast => {
      const said = refusalWords(error);
      return keyOf(said) !== undefined && keyOf(said) === keyOf(title)
        ? { title }
        : { title, description: said };
    },
} as const;

function matches(rule: ErrorRule, error: ServerError): boolean {
  const { status } = rule;
  if (status !== undefined) {
    if (!(error instanceof ApiError)) return false;
    if (status === 'client' && !(error.status >= 400 && error.status < 500)) return false;
    if (typeof status === 'number' && error.status !== status) return false;
    if (Array.isArray(status) && !status.includes(error.status)) return false;
  }
  return rule.code === undefined || rule.code === error.code;
}

/** The toast `policy` gives `error`, or null when the policy says to show none. */
export function errorToastFor(error: unknown, policy: ErrorPolicy): ErrorToast | null {
  // A viewer's change refused by the route policy (docs/decisions/051-caregivers.md): every screen shows why.
  if (error instanceof ApiError && error.code === 'CAREGIVER_READ_ONLY') return serverMessage.asTitle(error);
  if (!(error instanceof ApiError || error instanceof AuthCallError)) return policy.fallback;
  const rule = policy.rules?.find((candidate) => matches(candidate, error));
  if (!rule) return policy.fallback;
  return typeof rule.toast === 'function' ? rule.toast(error) : rule.toast;
}

/** Shows the toast `policy` gives `error` (if any) as the product's destructive toast. */
export function showErrorToast(error: unknown, policy: ErrorPolicy): void {
  const shown = errorToastFor(error, policy);
  if (!shown) return;
  const { title, description, id } = shown;
  toast.error(title, { description, id });
}
