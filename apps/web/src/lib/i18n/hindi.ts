import { messageCatalogue, messageKeyOf, TEMPLATE_PLACEHOLDER, toastParts } from '@sehat/shared';
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

function byKey(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const [group, name] = key.split('.');
  return group && name ? hindiMessages[group]?.[name] : undefined;
}

/** English title or description of a 'Title: description' message → its Hindi part (toasts show them apart). */
const partsByText = new Map<string, string>();

/** A catalogue sentence with values in it (`{{count}}`): the English as a pattern, and the Hindi to fill. */
interface Template {
  pattern: RegExp;
  names: string[];
  hindi: string;
}
const templates: Template[] = [];
/**
 * Words a template needs around its placeholders to be recognised in a sentence: '{{doctor}} at
 * {{hospital}}' would match any English sentence with ' at ' in it; such a template is only ever filled by
 * the web itself, from its key.
 */
const MIN_LITERAL_LENGTH = 8;

function addTemplate(english: string, hindi: string): void {
  const names = [...english.matchAll(TEMPLATE_PLACEHOLDER)].map((match) => match[1]!);
  const literal = english.split(TEMPLATE_PLACEHOLDER).filter((_, index) => index % 2 === 0);
  if (literal.join('').trim().length < MIN_LITERAL_LENGTH) return;
  const escaped = literal.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  templates.push({ pattern: new RegExp(`^${escaped.join('(.+?)')}$`), names, hindi });
}

for (const [group, names] of Object.entries(messageCatalogue())) {
  for (const [name, english] of Object.entries(names)) {
    const hindiText = hindiMessages[group]?.[name];
    if (!hindiText) continue;
    const en = toastParts(english);
    const hi = toastParts(hindiText);
    const templated = english.includes('{{');
    if (templated) addTemplate(english, hindiText);
    if (!en.description || !hi.description) continue;
    if (!partsByText.has(en.title)) partsByText.set(en.title, hi.title);
    if (templated) addTemplate(en.description, hi.description);
    else if (!partsByText.has(en.description)) partsByText.set(en.description, hi.description);
  }
}

/** A sentence made from a template, in Hindi with the same values; undefined when none matches. */
function byTemplate(text: string): string | undefined {
  for (const { pattern, names, hindi } of templates) {
    const match = pattern.exec(text);
    if (match)
      return hindi.replace(TEMPLATE_PLACEHOLDER, (_, name: string) => match[names.indexOf(name) + 1] ?? '');
  }
  return undefined;
}

/**
 * A fixed message in Hindi: by the envelope's key, else by the English sentence (its key in the shared
 * table), else by a toast's title or description part, else by a template of the table (`{{count}}`);
 * anything else (a dynamic sentence) stays English.
 */
export function translateHindiMessage(text: string, key?: string): string {
  return byKey(key) ?? byKey(messageKeyOf(text)) ?? partsByText.get(text) ?? byTemplate(text) ?? text;
}
