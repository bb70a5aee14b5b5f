import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:english-namespace/';
/** Namespaces the entry already carries (`src/lib/i18n/i18n.ts`). */
const IN_ENTRY = new Set(['common', 'landing']);
/** `useTranslation('ns')`, `useTranslation(['a', 'b'])`, `t('ns:key')`, `i18n.t('ns:key')`. */
const SINGLE = /useTranslation\(\s*['"]([a-z][a-z-]*)['"]/g;
const LIST = /useTranslation\(\s*\[([^\]]*)\]/g;
const PREFIXED = /\bt\(\s*['"`]([a-z][a-z-]*):/g;

/** The i18next namespaces a module's source names. */
export function namespacesIn(code: string): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(SINGLE)) found.add(match[1]!);
  for (const match of code.matchAll(LIST))
    for (const name of match[1]!.matchAll(/['"]([a-z][a-z-]*)['"]/g)) found.add(name[1]!);
  for (const match of code.matchAll(PREFIXED)) found.add(match[1]!);
  return found;
}

/**
 * Each module of `src/` that names an i18next namespace imports that namespace's English strings
 * (`src/locales/en/<ns>.json`, registered through `addEnglishNamespace`), so a screen's chunk carries the
 * strings it shows and no other screen's (decision 035). Hindi is unchanged: one lazy chunk for Hindi
 * speakers. The import is put on the module's first line, so line numbers do not move.
 */
export function englishNamespaces(webRoot: string): Plugin {
  const source = path.join(webRoot, 'src') + path.sep;
  const english = path.join(webRoot, 'src/locales/en');
  return {
    name: 'sehat-english-namespaces',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const namespace = id.slice(VIRTUAL.length + 1);
      return (
        `import { addEnglishNamespace } from '@/lib/i18n/i18n';\n` +
        `import strings from '@/locales/en/${namespace}.json';\n` +
        `addEnglishNamespace('${namespace}', strings);\n`
      );
    },
    transform(code, id) {
      if (!id.startsWith(source) || !/\.tsx?$/.test(id) || id.includes(`${path.sep}i18n${path.sep}`))
        return null;
      const imports = [...namespacesIn(code)]
        .filter(
          (namespace) => !IN_ENTRY.has(namespace) && existsSync(path.join(english, `${namespace}.json`)),
        )
        .map((namespace) => `import '${VIRTUAL}${namespace}';`);
      return imports.length ? { code: imports.join('') + code, map: null } : null;
    },
  };
}
