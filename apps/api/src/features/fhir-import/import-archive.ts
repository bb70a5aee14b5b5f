import { MAX_IMPORT_ARCHIVE_BYTES, MAX_UPLOAD_BYTES } from '@sehat/shared';
import yauzl from 'yauzl';
import { invalid, tooLarge, type DomainError } from '../../errors/domain-errors.js';
import { inspectJson } from '../../plugins/input-guard.js';
import { ARCHIVE_BUNDLE, ARCHIVE_SUMMARY } from '../export/index.js';

/**
 * The limits of an export ZIP taken by "Import records" (docs/decisions/058-importing-fhir.md#the-export-zip):
 * the upload itself, the entries it may declare, and what they may inflate to. Sehat's own export holds the
 * bundle, the summary PDF and the patient's files (each at most MAX_UPLOAD_BYTES).
 */
export const IMPORT_ARCHIVE_LIMITS = {
  /** The ZIP as uploaded, in bytes (past it 413 before anything is read). */
  bytes: MAX_IMPORT_ARCHIVE_BYTES,
  /** Entries, directories included. */
  entries: 2000,
  /** One entry, uncompressed (a stored file's own limit). */
  entryBytes: MAX_UPLOAD_BYTES,
  /** Every entry read, uncompressed, together. */
  totalBytes: 200 * 1024 * 1024,
} as const;

// The summary PDF (ARCHIVE_SUMMARY) is not read: the bundle carries everything it shows.

/** A checked export ZIP: its bundle (parsed JSON, not yet checked as FHIR) and its files by path. */
export interface ImportArchive {
  bundle: unknown;
  /** Entry bytes by their path in the ZIP (`files/lab-reports/…/report.pdf`). */
  files: ReadonlyMap<string, Buffer>;
}

const badArchive = () => invalid('fhirImport.badArchive', 'INVALID_ARCHIVE');
/** 413: the ZIP, one of its entries or all of them together past IMPORT_ARCHIVE_LIMITS. */
export const archiveTooLarge = () => tooLarge('fhirImport.archiveTooLarge', 'ARCHIVE_TOO_LARGE');

/** One entry's bytes, bounded: yauzl stops a stream whose real size differs from the declared one. */
function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(badArchive());
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) stream.destroy(archiveTooLarge());
        else chunks.push(chunk);
      });
      stream.on('error', (failure) =>
        reject((failure as DomainError).kind === 'too_large' ? failure : badArchive()),
      );
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The entries of `zip` but directories and the summary PDF, from its central directory: none is read before
 * every declared size is checked against IMPORT_ARCHIVE_LIMITS (one entry, and all of them together).
 */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    const names = new Set<string>();
    let declared = 0;
    const fail = (error: Error) => {
      zip.removeAllListeners();
      // A later error of the abandoned listing must not go unhandled.
      zip.on('error', () => undefined);
      reject(error);
    };
    zip.on('error', () => fail(badArchive()));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/') || entry.fileName === ARCHIVE_SUMMARY) return zip.readEntry();
      declared += entry.uncompressedSize;
      if (entry.uncompressedSize > IMPORT_ARCHIVE_LIMITS.entryBytes) return fail(archiveTooLarge());
      if (declared > IMPORT_ARCHIVE_LIMITS.totalBytes) return fail(archiveTooLarge());
      if (names.has(entry.fileName)) return fail(badArchive());
      names.add(entry.fileName);
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Reads Sehat's export ZIP (`GET /api/export/archive.zip`) for "Import records"
 * (docs/decisions/058-importing-fhir.md#the-export-zip): its `sehat-fhir-bundle.json`, parsed as the JSON route
 * parses a body, and every other entry's bytes by path; the summary PDF is passed over. 400
 * `fhirImport.badArchive` for a body that is not a ZIP, an entry whose path is absolute or holds `..` or a
 * backslash, an entry whose real size differs from the size it declares, a path twice, or more than
 * IMPORT_ARCHIVE_LIMITS.entries entries; 413 `fhirImport.archiveTooLarge` for an entry or the entries together
 * past their limit; 400 `fhirImport.noBundle` without the bundle; 400 `fhirImport.notBundle` when the bundle
 * is not JSON. Nothing is stored.
 */
export async function readImportArchive(body: Buffer): Promise<ImportArchive> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      body,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, opened) => (error ? reject(badArchive()) : resolve(opened)),
    ),
  );
  if (zip.entryCount > IMPORT_ARCHIVE_LIMITS.entries) {
    zip.close();
    throw badArchive();
  }
  const files = new Map<string, Buffer>();
  try {
    for (const entry of await listEntries(zip))
      files.set(entry.fileName, await readEntry(zip, entry, IMPORT_ARCHIVE_LIMITS.entryBytes));
  } finally {
    zip.close();
  }
  const text = files.get(ARCHIVE_BUNDLE);
  if (!text) throw invalid('fhirImport.noBundle', 'NO_BUNDLE_IN_ARCHIVE');
  files.delete(ARCHIVE_BUNDLE);
  let bundle: unknown;
  try {
    // A `__proto__` key is refused, as the JSON route's parser refuses it.
    bundle = JSON.parse(text.toString('utf8'), (key, value: unknown) => {
      if (key === '__proto__') throw badArchive();
      return value;
    });
  } catch {
    throw invalid('fhirImport.notBundle', 'NOT_A_BUNDLE');
  }
  const problem = inspectJson(bundle);
  if (problem) throw problem;
  return { bundle, files };
}
