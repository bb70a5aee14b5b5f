import { messageCatalogue, toastParts } from '@sehat/shared';
import messages from '@/locales/hi/messages.json';

/**
 * Every Hindi namespace, one lazy chunk loaded only for Hindi users (i18n.ts `loadHindi`). Each JSON file
 * of `locales/hi/` is a namespace named after it.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/hi/*.json', {
  eager: true,
  import: 'default',
});

export const HINDI_NAMESPACES: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([file, resources]) => [file.replace(/^.*\/|\.json$/g, ''), resources]),
);

const hindiMessages = messages as Record<string, Record<string, string>>;

/**
 * English sentences of the shared table that screens still pass as text (not yet by key) → their Hindi,
 * whole or as a toast's title or description part. Templates (`{{count}}`) are never matched: a message
 * with values travels as its key and values (`messages.ts`).
 */
const hindiByText = new Map<string, string>();
for (const [group, names] of Object.entries(messageCatalogue())) {
  for (const [name, english] of Object.entries(names)) {
    const hindiText = hindiMessages[group]?.[name];
    if (!hindiText || english.includes('{{')) continue;
    if (!hindiByText.has(english)) hindiByText.set(english, hindiText);
    const en = toastParts(english);
    const hi = toastParts(hindiText);
    if (!en.description || !hi.description) continue;
    if (!hindiByText.has(en.title)) hindiByText.set(en.title, hi.title);
    if (!hindiByText.has(en.description)) hindiByText.set(en.description, hi.description);
  }
}

/** A fixed English sentence of the shared table in Hindi; anything else stays as it is. */
export function translateHindiMessage(text: string): string {
  return hindiByText.get(text) ?? text;
}
