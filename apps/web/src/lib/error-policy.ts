import { ApiError } from './api-client';
import { AuthCallError } from './auth-call';
import { catalogueParts } from './catalogue-toast';
import { localiseMessage } from './i18n/message-translator';
import './i18n/messages';
import { toast } from './toast';

/** A destructive toast: the product's title, an optional description, and an id that merges repeats. */
interface ErrorToast {
  title: string;
  description?: string;
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

/** Ready-made toasts that show what the server said (its message is safe to show below 500). */
export const serverMessage = {
  /** The message is the toast's title (docs/product.md#clinic-messages, Booking: "shows the server message"). */
  asTitle: (error: ServerError): ErrorToast => ({ title: serverText(error) }),
  /**
   * The message is the description under the product's `title` (e.g. why a file was refused); none
   * when it only repeats the title (a better-auth call without a message falls back to it).
   */
  under:
    (title: string) =>
    (error: ServerError): ErrorToast =>
      error.message === title ? { title } : { title, description: serverText(error) },
  /** A catalogue message 'Title: description' (e.g. 'Too many files: ...') split into the two. */
  asCatalogue: (error: ServerError): ErrorToast => catalogueParts(serverText(error)),
} as const;

/** What the server said, in the UI's language: by the key and values it sent (better-auth's calls too). */
function serverText(error: ServerError): string {
  return localiseMessage(error.message, error.key, error.values);
}

/** A fixed catalogue message of docs/product.md#messages ('Error: Failed to ...') as a toast. */
export const catalogueToast: (message: string) => ErrorToast = catalogueParts;

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
