/**
 * Turns a fixed English message (a toast of docs/product.md#messages, a server refusal, a shared schema's validation message)
 * into the UI's language. English needs nothing; Hindi installs its translator when its chunk loads
 * (`i18n.ts`), so this module stays tiny and in the entry.
 */
type Translator = (text: string, key?: string) => string;

let translator: Translator | null = null;

export function setMessageTranslator(next: Translator | null): void {
  translator = next;
}

/**
 * The message in the current language: by its stable key (`claims.notFound`, the error envelope's `key`)
 * when given, else by its English text; an unknown message stays as it is.
 */
export function localiseMessage(text: string, key?: string): string {
  return translator ? translator(text, key) : text;
}
