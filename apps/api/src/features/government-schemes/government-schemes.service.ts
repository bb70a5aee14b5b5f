import {
  schemeShortName,
  type SchemeCard,
  type SchemeCardFields,
  type SchemeCardList,
  type SchemeCode,
  type SignedLink,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import {
  deleteStoredFiles,
  ownerOfKey,
  signFileLink,
  type FileReferences,
  type StorageDriver,
  type StoredUpload,
} from '../../storage/index.js';
import {
  cardFileKeysOf,
  deleteCard,
  findCardRow,
  insertCard,
  listCardRows,
  updateCard,
  type SchemeCardRow,
} from './government-schemes.repository.js';

/** The bucket card files are kept in: the one policy e-cards use (PDF, JPG, JPEG or PNG by content). */
export const CARD_FILE_BUCKET = 'claim-receipts' as const;

/** What the schemes service needs besides the database. */
export interface SchemesContext {
  db: Db;
  storage: StorageDriver;
  /** Key of the signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
  now: () => Date;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** A row as the API shows it: the scheme's short name resolved, the file key as a flag. */
export function toSchemeCard(row: SchemeCardRow): SchemeCard {
  const scheme = row.scheme as SchemeCode;
  return {
    id: row.id,
    scheme,
    scheme_name: schemeShortName({ scheme, state: row.state }),
    state: row.state,
    card_number: row.cardNumber,
    family_id: row.familyId,
    beneficiary_id: row.beneficiaryId,
    city: row.city,
    wellness_centre: row.wellnessCentre,
    valid_till: row.validTill,
    has_card_file: Boolean(row.cardFile),
    created_at: row.createdAt.toISOString(),
  };
}

/** The patient's scheme cards, in the order they were added (GET /api/government-schemes). */
export async function listOwnCards(db: Db, patientId: string): Promise<SchemeCardList> {
  return { items: (await listCardRows(db, patientId)).map(toSchemeCard) };
}

/**
 * Inserts a card inside the upload pipeline's transaction (POST /api/government-schemes), with the card
 * file the pipeline stored, if any. Any failure aborts the transaction and the pipeline deletes the file.
 */
export async function addCard(
  tx: Db,
  patientId: string,
  fields: SchemeCardFields,
  file: StoredUpload | undefined,
): Promise<SchemeCard> {
  return toSchemeCard(await insertCard(tx, patientId, fields, file?.key ?? null));
}

/**
 * Replaces a card's fields, and its file when a new one came (PUT /api/government-schemes/:id). The old
 * file's row goes in the same transaction; the caller deletes its object once that has committed
 * (`replacedKey`). 404 another patient's card.
 */
export async function editCard(
  tx: Db,
  patientId: string,
  id: string,
  fields: SchemeCardFields,
  file: StoredUpload | undefined,
): Promise<{ card: SchemeCard; replacedKey: string | null }> {
  const before = await findCardRow(tx, patientId, id);
  if (!before) throw notFound('governmentSchemes.notFound');
  const row = await updateCard(tx, patientId, id, fields, file?.key);
  if (!row) throw notFound('governmentSchemes.notFound');
  const replacedKey = file && before.cardFile ? before.cardFile : null;
  if (replacedKey) await deleteStoredFiles(tx, patientId, CARD_FILE_BUCKET, [replacedKey]);
  return { card: toSchemeCard(row), replacedKey };
}

/**
 * Deletes a card with its file (DELETE /api/government-schemes/:id): the row and the file's row in one
 * transaction, then the object (one that cannot be deleted now is left to the orphan sweep). 404 another
 * patient's.
 */
export async function removeCard(ctx: SchemesContext, patientId: string, id: string): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const row = await deleteCard(tx, patientId, id);
    if (!row) throw notFound('governmentSchemes.notFound');
    if (row.cardFile) await deleteStoredFiles(tx, patientId, CARD_FILE_BUCKET, [row.cardFile]);
    return row.cardFile;
  });
  await forgetCardFile(ctx, key);
}

/** Deletes a replaced or removed card file's object after its transaction (the sweep catches a failure). */
export async function forgetCardFile(ctx: SchemesContext, key: string | null): Promise<void> {
  if (key) await ctx.storage.delete(CARD_FILE_BUCKET, key).catch(() => undefined);
}

/**
 * A signed link to a card's file, valid 3600 s (GET /api/government-schemes/:id/card-file): `inline` opens
 * it in a tab, `attachment` downloads it as `scheme-card-{scheme}.{ext}` (no number in the name). 404
 * another patient's card or one without a file.
 */
export async function cardFileLink(
  ctx: SchemesContext,
  patientId: string,
  id: string,
  disposition: 'inline' | 'attachment',
): Promise<SignedLink> {
  const row = await findCardRow(ctx.db, patientId, id);
  if (!row) throw notFound('governmentSchemes.notFound');
  if (!row.cardFile || ownerOfKey(row.cardFile) !== patientId)
    throw notFound('governmentSchemes.cardFileNotFound');
  return signFileLink({
    secret: ctx.fileSecret,
    bucket: CARD_FILE_BUCKET,
    key: row.cardFile,
    disposition,
    filename: `scheme-card-${row.scheme.replace('_', '-')}.${extensionOf(row.cardFile)}`,
    now: ctx.now(),
  });
}

/** Which card files cards reference, for the orphan sweep (docs/architecture.md#d9-one-upload-pipeline). */
export const schemeCardFileReferences: FileReferences = {
  bucket: CARD_FILE_BUCKET,
  referencedKeys: cardFileKeysOf,
};
