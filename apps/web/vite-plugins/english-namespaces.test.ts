import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesIn } from './english-namespaces';

const SOURCE = path.resolve(import.meta.dirname, '../src');
const ENGLISH = path.join(SOURCE, 'locales/en');

describe('namespacesIn (decision 035)', () => {
  it('finds every way the code names a namespace', () => {
    const code = [
      "const { t } = useTranslation('medical-records');",
      'const both = useTranslation([ \'claims\', "visits" ]);',
      "t('lab-reports:labReportsApi.saveFailed')",
      'i18n.t("profile:exportData.failedTitle")',
      't(`sharing:${key}`)',
    ].join('\n');
    expect([...namespacesIn(code)].sort()).toEqual(
      ['claims', 'lab-reports', 'medical-records', 'profile', 'sharing', 'visits'].sort(),
    );
  });

  it('does not take a URL, a plain key or a word before a colon for a namespace', () => {
    expect(
      namespacesIn("fetch('https://example.org'); t('title'); const a = { ns: 'x' }; label('note: x')"),
    ).toEqual(new Set());
  });

  it('finds, in the real code, only namespaces that have an English catalogue', () => {
    const catalogues = new Set(readdirSync(ENGLISH).map((file) => file.replace(/\.json$/, '')));
    const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const named = new Set(
      files.flatMap((file) => [...namespacesIn(readFileSync(path.join(SOURCE, file), 'utf8'))]),
    );
    expect(named.size).toBeGreaterThan(15);
    expect([...named].filter((namespace) => !catalogues.has(namespace))).toEqual([]);
  });
});
