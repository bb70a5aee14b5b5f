import { messageCatalogue } from '@sehat/shared';
import { describe, expect, it } from 'vitest';

/**
 * The catalogues are complete and every key is used (docs/decisions/029-languages.md): each namespace has the same keys in
 * English and Hindi, Hindi has every shared message, and each key appears in the code as
 * `useTranslation('<ns>')` + `t('<key>')` (or `t(\`<prefix>.${…}\`)`, whose prefix then covers the keys
 * under it).
 */
const catalogueFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(
  ['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../locales/**'],
  { eager: true, query: '?raw', import: 'default' },
);

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

/** Per namespace, the keys the code asks for: exact keys and template prefixes. */
function usedKeys(): Map<string, { exact: Set<string>; prefixes: Set<string> }> {
  const used = new Map<string, { exact: Set<string>; prefixes: Set<string> }>();
  const entry = (ns: string) => {
    if (!used.has(ns)) used.set(ns, { exact: new Set(), prefixes: new Set() });
    return used.get(ns)!;
  };
  for (const code of Object.values(sources)) {
    const ns = /useTranslation\(\s*'([\w-]+)'\s*\)/.exec(code)?.[1] ?? 'common';
    for (const match of code.matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
      const [, key] = match as unknown as [string, string];
      const [explicitNs, explicitKey] = key.includes(':') ? key.split(':') : [ns, key];
      entry(explicitNs!).exact.add(explicitKey!);
    }
    for (const match of code.matchAll(/\bt\(\s*`([\w.-]+)\.\$\{/g)) entry(ns).prefixes.add(`${match[1]}.`);
    for (const match of code.matchAll(/\bi18nKey="([\w.-]+)"/g)) entry(ns).exact.add(match[1]!);
    for (const match of code.matchAll(/\bi18n\.t\(\s*'(?:([\w-]+):)?([\w.-]+)'/g)) {
      entry(match[1] ?? 'common').exact.add(match[2]!);
    }
  }
  return used;
}

const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('translation catalogues', () => {
  it('has the same namespaces in English and Hindi (Hindi also has the shared messages)', () => {
    expect(namespaces('hi')).toEqual([...namespaces('en'), 'messages'].sort());
  });

  it.each(namespaces('en'))('namespace %s has every key in both languages', (ns) => {
    const en = keysOf(catalogue('en', ns)).sort();
    const hi = keysOf(catalogue('hi', ns)).sort();
    expect(hi).toEqual(en);
  });

  it('translates every message of the shared table into Hindi, and nothing else', () => {
    const english = keysOf(messageCatalogue()).sort();
    const hindi = keysOf(catalogue('hi', 'messages')).sort();
    expect(hindi).toEqual(english);
  });

  it('uses every key, and asks for no key the English catalogue lacks', () => {
    const used = usedKeys();
    const unused: string[] = [];
    for (const ns of namespaces('en')) {
      const keys = keysOf(catalogue('en', ns));
      const { exact, prefixes } = used.get(ns) ?? { exact: new Set<string>(), prefixes: new Set<string>() };
      for (const key of keys) {
        const used = exact.has(baseKey(key)) || [...prefixes].some((prefix) => key.startsWith(prefix));
        if (!used) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);

    const missing: string[] = [];
    for (const [ns, { exact }] of used) {
      const keys = new Set(namespaces('en').includes(ns) ? keysOf(catalogue('en', ns)).map(baseKey) : []);
      for (const key of exact) if (!keys.has(key)) missing.push(`${ns}:${key}`);
    }
    expect(missing).toEqual([]);
  });
});
