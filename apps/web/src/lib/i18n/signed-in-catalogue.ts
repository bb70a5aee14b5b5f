import { i18n } from './i18n';

/**
 * The English strings of the signed-in screens, one namespace per JSON file of `locales/en/` (the landing's
 * `common` and `landing` are already in the entry). Imported by the shell chunk, so the landing page does
 * not download them.
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '!../../locales/en/common.json', '!../../locales/en/landing.json'],
  { eager: true, import: 'default' },
);

for (const [file, resources] of Object.entries(files)) {
  i18n.addResourceBundle('en', file.replace(/^.*\/|\.json$/g, ''), resources, true, false);
}
