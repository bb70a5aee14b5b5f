/**
 * Every Hindi namespace, one lazy chunk loaded only for Hindi users (i18n.ts `loadHindi`). Each JSON file
 * of `locales/hi/` is a namespace named after it; `messages.json` is the shared table's Hindi, by the
 * same keys (docs/decisions/039-one-message-path.md).
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/hi/*.json', {
  eager: true,
  import: 'default',
});

export const HINDI_NAMESPACES: Record<string, Record<string, unknown>> = Object.fromEntries(
  Object.entries(files).map(([file, resources]) => [file.replace(/^.*\/|\.json$/g, ''), resources]),
);
