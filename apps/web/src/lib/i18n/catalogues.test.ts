import { MESSAGE_GROUPS, type MessageKey } from '@sehat/shared';
import { describe, expect, it } from 'vitest';
import hindiMessages from '@/locales/hi/messages.json';

/**
 * The catalogues are complete (docs/decisions/029-languages.md): each namespace has the same keys in English
 * and Hindi, and every message of the shared table (every key the API can send, a `MessageKey`) has its
 * English and its Hindi with the same placeholders (docs/decisions/039-one-message-path.md). Read from the
 * catalogue objects themselves, never from source text.
 */
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The catalogue of one language and namespace. */
function catalogue(lang: string, ns: string): Record<string, unknown> {
  const found = catalogueFiles[`../../locales/${lang}/${ns}.json`];
  if (!found) throw new Error(`no catalogue ${lang}/${ns}`);
  return found;
}

/** 'a.b.c' keys of a nested catalogue; plural forms (`x_one`, `x_other`) count as `x`. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as Record<string, unknown>, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

const namespaces = (lang: string) =>
  Object.keys(catalogueFiles)
    .filter((file) => file.startsWith(`../../locales/${lang}/`))
    .map((file) => file.replace(/^.*\/|\.json$/g, ''))
    .sort();

/** Every sentence of the typed shared table, by its key: the English of every key the API can send. */
const ENGLISH: [MessageKey, string][] = Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
  Object.entries(messages as Record<string, unknown>).flatMap(([name, text]) =>
    typeof text === 'string' ? [[`${group}.${name}` as MessageKey, text] as [MessageKey, string]] : [],
  ),
);

const HINDI = hindiMessages as Record<string, Record<string, string>>;

/** The `{{name}}` placeholders of a sentence, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('translation catalogues', () => {
  it('has the same namespaces in English and Hindi (Hindi also has the shared messages)', () => {
    expect(namespaces('hi')).toEqual([...namespaces('en'), 'messages'].sort());
  });

  it.each(namespaces('en'))('namespace %s has every key in both languages', (ns) => {
    const en = keysOf(catalogue('en', ns)).sort();
    const hi = keysOf(catalogue('hi', ns)).sort();
    expect(hi).toEqual(en);
  });

  it.each(ENGLISH)('%s has an English and a Hindi entry with the same placeholders', (key, english) => {
    const [group, name] = key.split('.') as [string, string];
    const hindi = HINDI[group]?.[name];
    expect(english.trim()).not.toBe('');
    expect(typeof hindi).toBe('string');
    expect(placeholders(hindi!)).toEqual(placeholders(english));
  });

  it('has no Hindi message the shared table lacks', () => {
    const english = new Set(ENGLISH.map(([key]) => key));
    expect(keysOf(HINDI).filter((key) => !english.has(key as MessageKey))).toEqual([]);
  });
});
