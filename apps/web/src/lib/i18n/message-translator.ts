import type { MessageRef } from '@sehat/shared';

/**
 * Shows a message of the shared table by its key in the UI's language. The resolver lives in
 * `messages.ts` with the table, which loads with the first module that shows a message (a form, a toast),
 * so this module stays tiny and in the entry.
 */
type KeyResolver = (ref: MessageRef) => string;

let resolveKey: KeyResolver | null = null;

export function setKeyResolver(next: KeyResolver): void {
  resolveKey = next;
}

/** English text matched back to the shared table (Hindi only); removed once every caller holds a key. */
type Translator = (text: string) => string;

let translator: Translator | null = null;

export function setMessageTranslator(next: Translator | null): void {
  translator = next;
}

/** True when `text` has the shape of a key of the shared table (`claims.notFound`): a zod issue's message. */
function looksLikeKey(text: string): boolean {
  return /^[a-zA-Z]+\.[\w-]+$/.test(text);
}

/**
 * The message in the current language: by its key and values when given (the error envelope's, a bell
 * item's), or when `text` is a key (a shared schema's validation message); else the text as it is.
 */
export function localiseMessage(
  text: string,
  key?: string,
  values?: Record<string, string | number>,
): string {
  if (resolveKey && key) return resolveKey({ key, values } as MessageRef);
  if (resolveKey && looksLikeKey(text)) return resolveKey({ key: text, values } as MessageRef);
  return translator ? translator(text) : text;
}
