import sanitize from 'sanitize-filename';

/** Longest display name kept, in characters (the extension is kept when cut). */
export const MAX_FILE_NAME_LENGTH = 120;

/**
 * The patient's file name as we keep it for display and downloads
 * (docs/architecture.md#d9-one-upload-pipeline): the last path segment, without control
 * characters or characters no file system accepts (`sanitize-filename`),
 * white space folded, NFC, at most 120 characters with the extension kept.
 * Never used to build a storage key. `fallback` when nothing is left.
 */
export function displayFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const hasExt = dot > 0 && base.length - dot <= 10;
  const clean = (text: string) =>
    sanitize(text.normalize('NFC'), { replacement: '' }).replace(/\s+/g, ' ').trim();
  const ext = hasExt ? clean(base.slice(dot)) : '';
  const stem = clean(hasExt ? base.slice(0, dot) : base)
    .slice(0, MAX_FILE_NAME_LENGTH - ext.length)
    .trimEnd();
  if (!stem || /^\.+$/.test(stem)) return fallback;
  return stem + (ext.length > 1 ? ext : '');
}
