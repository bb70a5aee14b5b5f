import { describe, expect, expectTypeOf, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import type { useTranslation as useClaimsTranslation } from './namespaces/claims';

/**
 * Each namespace's English strings reach i18next through its module `namespaces/<ns>.ts`, imported by the
 * components that read them (docs/decisions/047-readable-web-build.md).
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const modules = import.meta.glob('./namespaces/*.ts');
const nameOf = (file: string) => file.replace(/^.*\/|\.(json|ts)$/g, '');
/** Carried by the entry, registered before any namespace module loads. */
const IN_ENTRY = new Set(['common', 'landing']);

await initI18n();

describe('namespace modules', () => {
  it('are one per English catalogue', () => {
    expect(Object.keys(modules).map(nameOf).sort()).toEqual(Object.keys(catalogues).map(nameOf).sort());
  });

  it.each(Object.entries(modules).map(([file, load]) => [nameOf(file), load] as const))(
    '%s: loading the module registers that catalogue, and only when it loads',
    async (namespace, load) => {
      expect(i18n.hasResourceBundle('en', namespace)).toBe(IN_ENTRY.has(namespace));
      await load();
      expect(i18n.getResourceBundle('en', namespace)).toEqual(
        catalogues[`../../locales/en/${namespace}.json`],
      );
    },
  );

  it("take only their own namespace's name (checked by tsc)", () => {
    expectTypeOf<Parameters<typeof useClaimsTranslation>[0]>().toEqualTypeOf<'claims'>();
  });
});
