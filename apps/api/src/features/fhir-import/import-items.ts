import type { Resource } from '@medplum/fhirtypes';
import type { FhirImportKind, FhirSkipReason } from '@sehat/shared';
import type { Db } from '../../db/index.js';
import type { Bucket, StoredUpload } from '../../storage/index.js';

/**
 * A file carried inline in the Bundle (`attachment.data`, decoded) or in the export ZIP it came in (the entry
 * its `url` names); stored only by a real import.
 */
export interface InlineFile {
  bucket: Bucket;
  bytes: Buffer;
  /** The attachment's title, else a name made from its type. */
  name: string;
  /** Set for a file of an export ZIP: the type its attachment says it is (`contentType`), to hold it to. */
  fromArchive?: { contentType: string | undefined };
  /** Which of its holder's files it is, when the holder has more than one kind: a claim's approved receipt. */
  role?: 'approved';
}

/** A file the import stored for an item, with the role its inline file had. */
export type ImportedFile = StoredUpload & Pick<InlineFile, 'role'>;

/** What the import knows when it writes. */
export interface WriteContext {
  patientId: string;
  /** The account that manages the patient: who acts (a policy's covered members are its family). */
  accountId: string;
  now: Date;
  timeZone: string;
  /** Key of the signed file links (the claims service's context carries it). */
  fileSecret: string;
  /**
   * Lists a part of the item left out though the item is written (a policy's covered member not found in
   * the family); listed only when the item is written.
   */
  skip(skip: Skip): void;
}

/** One resource the Bundle does not add, and why. */
export interface Skip {
  resourceType: string;
  reason: FhirSkipReason;
}

/**
 * One Sehat record a Bundle's resources become (docs/decisions/058-importing-fhir.md): its lead resource's
 * idempotence key, the files it carries and how to write it through the feature's own service. `write` runs
 * inside the import's transaction; a domain refusal (a date in the future…) skips the item.
 */
export interface ImportItem {
  /** The lead resource's type (an Encounter, a DiagnosticReport…), for the skipped list. */
  resourceType: string;
  /** `resourceKey` of the lead resource; undefined when it has no identity (always imported). */
  key: string | undefined;
  kind: FhirImportKind;
  files: InlineFile[];
  /** What writing it adds, by kind (the files as `documents`). */
  adds: Partial<Record<FhirImportKind, number>>;
  /** Writes the record; a row it answers with (`{ id }`) is remembered under `key` for later items. */
  write(tx: Db, files: readonly ImportedFile[], context: WriteContext): Promise<unknown>;
}

/** Every item and skip of a Bundle, and which resources the items used. */
export interface ImportPlan {
  items: ImportItem[];
  skipped: Skip[];
  used: Set<Resource>;
}

/** Thrown by an item (or for it) whose record is already there: its savepoint rolls back, skipped as such. */
export class AlreadyImported extends Error {}
