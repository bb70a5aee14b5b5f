import { Readable } from 'node:stream';
import {
  FHIR_FILE_HOLDERS,
  FHIR_IMPORT_KINDS,
  MAX_UPLOAD_BYTES,
  todayIn,
  type FhirImportKind,
  type FhirImportPreview,
  type FhirImportResult,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { conflict, DomainError, invalid, tooLarge } from '../../errors/domain-errors.js';
import {
  displayFileName,
  insertStoredFiles,
  lockStorageQuotaOf,
  sniffFileType,
  storageKey,
  storedBytesOf,
  UnsupportedFileTypeError,
  type StorageDriver,
} from '../../storage/index.js';
import { claimImportedResource, patientIdentity, rememberImportedRecord } from './fhir-import.repository.js';
import { checkedBundle } from './fhir-validation.js';
import {
  AlreadyImported,
  type ImportedFile,
  type ImportItem,
  type InlineFile,
  type Skip,
  type WriteContext,
} from './import-items.js';
import { bundlePatient, planImport, samePatient } from './import-plan.js';

/** What the import needs from the app. */
export interface ImportContext {
  db: Db;
  storage: StorageDriver;
  now: () => Date;
  quotaBytes: number;
  /** Key of the signed file links, which the claims service's context carries. */
  fileSecret: string;
}

/** The patient an import lands in, and the account that manages them (who acts). */
export interface ImportTarget {
  id: string;
  timeZone: string;
  accountId: string;
}

/**
 * What is imported: a Bundle (parsed JSON, checked here) and, when it came in Sehat's export ZIP, the ZIP's
 * files by path (`readImportArchive`).
 */
export interface ImportSource {
  bundle: unknown;
  files?: ReadonlyMap<string, Buffer>;
}

/** Thrown to roll a preview's transaction back with its answer. */
class PreviewDone extends Error {
  constructor(readonly preview: FhirImportPreview) {
    super('preview rolled back');
  }
}

/** A file to write to storage once every row is in. */
type PendingFile = ImportedFile & { bytes: Buffer };

/** A file of an export ZIP that is not what its attachment says, or that its holder's files refuse. */
const refusedArchiveFile = () => invalid('fhirImport.archiveFileRefused', 'ARCHIVE_FILE_REFUSED');

/**
 * Stores nothing: reads `file` into what the pipeline would store, or undefined when its type is refused. A
 * file of an export ZIP is held to its attachment instead: a type its holder refuses, or one other than the
 * `contentType` it declares, refuses the whole import (400 `fhirImport.archiveFileRefused`), so no row is
 * made without its file (docs/decisions/058-importing-fhir.md#the-export-zip).
 */
async function uploadOf(file: InlineFile, patientId: string, now: Date): Promise<PendingFile | undefined> {
  if (file.bytes.length > MAX_UPLOAD_BYTES) {
    if (file.fromArchive) throw refusedArchiveFile();
    return undefined;
  }
  try {
    const type = await sniffFileType(file.bytes, file.bucket);
    if (file.fromArchive && file.fromArchive.contentType !== type.mime) throw refusedArchiveFile();
    return {
      bucket: file.bucket,
      key: storageKey(patientId, type.ext, now),
      name: displayFileName(file.name, `file.${type.ext}`),
      sizeBytes: file.bytes.length,
      contentType: type.mime,
      bytes: file.bytes,
      ...(file.role ? { role: file.role } : {}),
    };
  } catch (error) {
    if (error instanceof UnsupportedFileTypeError && !file.fromArchive) return undefined;
    if (error instanceof UnsupportedFileTypeError) throw refusedArchiveFile();
    throw error;
  }
}

/** The id of the row a service answered with, if it answered one. */
const createdId = (value: unknown): string | undefined => {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};

/** Counts by kind, in the contract's order, zeros left out. */
const countsOf = (added: Map<FhirImportKind, number>) =>
  FHIR_IMPORT_KINDS.filter((kind) => (added.get(kind) ?? 0) > 0).map((kind) => ({
    kind,
    count: added.get(kind)!,
  }));

/** Skips grouped by type and reason, with how many. */
function groupedSkips(skipped: readonly Skip[]): FhirImportPreview['skipped'] {
  const counts = new Map<string, FhirImportPreview['skipped'][number]>();
  for (const skip of skipped) {
    const id = `${skip.resourceType}\n${skip.reason}`;
    const seen = counts.get(id);
    if (seen) seen.count += 1;
    else counts.set(id, { ...skip, count: 1 });
  }
  return [...counts.values()];
}

/**
 * Writes one item in its own savepoint: claims its key (an item imported before is skipped), records its
 * files' rows and calls the feature's service, then remembers the id of the row it made under its key; the
 * parts the service left out (`WriteContext.skip`) are listed once it is written. A domain refusal rolls the
 * savepoint back and skips it.
 */
async function writeItem(
  tx: Db,
  item: ImportItem,
  context: Omit<WriteContext, 'skip'>,
  pending: PendingFile[],
  skipped: Skip[],
  added: Map<FhirImportKind, number>,
  documents: FhirImportPreview['documents'],
): Promise<void> {
  const uploads: PendingFile[] = [];
  for (const file of item.files) {
    const upload = await uploadOf(file, context.patientId, context.now);
    if (upload) uploads.push(upload);
    else skipped.push({ resourceType: 'DocumentReference', reason: 'refused' });
  }
  const parts: Skip[] = [];
  try {
    await tx.transaction(async (savepoint) => {
      if (item.key && !(await claimImportedResource(savepoint, context.patientId, item.key, item.kind)))
        throw new AlreadyImported();
      await insertStoredFiles(
        savepoint,
        context.patientId,
        uploads.map(({ bytes: _bytes, role: _role, ...values }) => values),
      );
      const written = await item.write(savepoint, uploads, { ...context, skip: (skip) => parts.push(skip) });
      const id = createdId(written);
      if (item.key && id) await rememberImportedRecord(savepoint, context.patientId, item.key, id);
    });
  } catch (error) {
    if (error instanceof AlreadyImported)
      skipped.push({ resourceType: item.resourceType, reason: 'alreadyImported' });
    else if (error instanceof DomainError && error.kind !== 'unavailable')
      skipped.push({ resourceType: item.resourceType, reason: 'refused' });
    else throw error;
    return;
  }
  pending.push(...uploads);
  skipped.push(...parts);
  for (const [kind, count] of Object.entries(item.adds) as [FhirImportKind, number][])
    added.set(kind, (added.get(kind) ?? 0) + count);
  if (uploads.length > 0) added.set('documents', (added.get('documents') ?? 0) + uploads.length);
  const holder = FHIR_FILE_HOLDERS.find((kind) => kind === item.kind);
  if (holder) documents.push(...uploads.map((upload) => ({ name: upload.name, holder })));
}

/**
 * Runs an import (docs/decisions/058-importing-fhir.md) in ONE transaction: every item through its
 * feature's service, then the storage quota, then (a real import only) the files. A preview rolls the
 * transaction back, so it answers exactly what the import would add, and writes no file. A failure after
 * files were written deletes them (an undeletable one is left to the orphan sweep).
 */
async function runImport(
  context: ImportContext,
  target: ImportTarget,
  source: ImportSource,
  mode: { preview: boolean; confirmOtherPatient: boolean },
): Promise<FhirImportPreview> {
  const now = context.now();
  const { bundle, skipped: unknown } = await checkedBundle(source.bundle);
  const { plan, index } = planImport(bundle, todayIn(target.timeZone, now), source.files);
  const theirs = bundlePatient(index);
  const matches = samePatient(theirs, await patientIdentity(context.db, target.id));
  if (!mode.preview && !matches && !mode.confirmOtherPatient)
    throw conflict('fhirImport.otherPatient', 'OTHER_PATIENT');

  const skipped: Skip[] = [...unknown, ...plan.skipped];
  const added = new Map<FhirImportKind, number>();
  const documents: FhirImportPreview['documents'] = [];
  const pending: PendingFile[] = [];
  const written: PendingFile[] = [];
  const writeContext: Omit<WriteContext, 'skip'> = {
    patientId: target.id,
    accountId: target.accountId,
    now,
    timeZone: target.timeZone,
    fileSecret: context.fileSecret,
  };
  try {
    return await context.db.transaction(async (tx) => {
      for (const item of plan.items)
        await writeItem(tx, item, writeContext, pending, skipped, added, documents);
      if (pending.length > 0) {
        await lockStorageQuotaOf(tx, target.id);
        if ((await storedBytesOf(tx, target.id)) > context.quotaBytes)
          throw tooLarge('request.storageLimit', 'STORAGE_LIMIT_REACHED');
      }
      const preview: FhirImportPreview = {
        patient: { name: theirs.name, birth_date: theirs.birthDate, matches },
        add: countsOf(added),
        documents,
        skipped: groupedSkips(skipped),
      };
      if (mode.preview) throw new PreviewDone(preview);
      for (const file of pending) {
        written.push(file);
        await context.storage.put(file.bucket, file.key, Readable.from(file.bytes), {
          maxBytes: MAX_UPLOAD_BYTES,
        });
      }
      return preview;
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    await Promise.all(
      written.map((file) => context.storage.delete(file.bucket, file.key).catch(() => undefined)),
    );
    throw error;
  }
}

/**
 * POST /api/import/preview (and /api/import/archive/preview): what importing the FHIR R4 Bundle of `source`
 * into the patient would add and skip, and whose it is; nothing is stored. 400 not a Bundle or not valid R4,
 * or a file of the ZIP missing or refused; 413 past the storage quota.
 */
export function previewFhirImport(context: ImportContext, target: ImportTarget, source: ImportSource) {
  return runImport(context, target, source, { preview: true, confirmOtherPatient: false });
}

/**
 * POST /api/import (and /api/import/archive): imports the FHIR R4 Bundle of `source` (with the ZIP's files)
 * into the patient, all or nothing, and answers what was added. Resources imported before add nothing. 400
 * as the preview; 409 `fhirImport.otherPatient` when the
 * Bundle's patient differs and `confirmOtherPatient` is false; 413 past the storage quota.
 */
export async function importFhirBundle(
  context: ImportContext,
  target: ImportTarget,
  source: ImportSource,
  confirmOtherPatient: boolean,
): Promise<FhirImportResult> {
  const result = await runImport(context, target, source, { preview: false, confirmOtherPatient });
  return { added: result.add };
}
