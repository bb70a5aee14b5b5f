import type { SchemeCardFields } from '@sehat/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { schemeCards } from '../../db/schema/index.js';

/** A scheme_cards row (docs/decisions/056-government-schemes.md). */
export type SchemeCardRow = typeof schemeCards.$inferSelect;

/** The columns the card form sets. */
function cardColumns(fields: SchemeCardFields) {
  return {
    scheme: fields.scheme,
    state: fields.state,
    cardNumber: fields.card_number,
    familyId: fields.family_id,
    beneficiaryId: fields.beneficiary_id,
    city: fields.city,
    wellnessCentre: fields.wellness_centre,
    validTill: fields.valid_till,
  };
}

/** The patient's scheme cards, in the order they were added. */
export function listCardRows(db: Db, patientId: string): Promise<SchemeCardRow[]> {
  return db
    .select()
    .from(schemeCards)
    .where(eq(schemeCards.patientId, patientId))
    .orderBy(asc(schemeCards.createdAt), asc(schemeCards.id));
}

/** The patient's card with this id, or null (another patient's is null too). */
export async function findCardRow(db: Db, patientId: string, id: string): Promise<SchemeCardRow | null> {
  const [row] = await db
    .select()
    .from(schemeCards)
    .where(and(eq(schemeCards.patientId, patientId), eq(schemeCards.id, id)))
    .limit(1);
  return row ?? null;
}

/** Inserts a card for the patient; throws the driver's error on failure. */
export async function insertCard(
  tx: Db,
  patientId: string,
  fields: SchemeCardFields,
  cardFile: string | null,
): Promise<SchemeCardRow> {
  const [row] = await tx
    .insert(schemeCards)
    .values({ ...cardColumns(fields), patientId, cardFile })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Replaces the fields of the patient's card (and its file key when given); null when not the patient's. */
export async function updateCard(
  tx: Db,
  patientId: string,
  id: string,
  fields: SchemeCardFields,
  cardFile: string | undefined,
): Promise<SchemeCardRow | null> {
  const [row] = await tx
    .update(schemeCards)
    .set({ ...cardColumns(fields), ...(cardFile ? { cardFile } : {}) })
    .where(and(eq(schemeCards.patientId, patientId), eq(schemeCards.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes the patient's card and answers it (its file key); null when it is not the patient's. */
export async function deleteCard(tx: Db, patientId: string, id: string): Promise<SchemeCardRow | null> {
  const [row] = await tx
    .delete(schemeCards)
    .where(and(eq(schemeCards.patientId, patientId), eq(schemeCards.id, id)))
    .returning();
  return row ?? null;
}

/** Card file keys that cards of `owners` hold, for the orphan sweep (any owner). */
export async function cardFileKeysOf(db: Db, owners: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ key: schemeCards.cardFile })
    .from(schemeCards)
    .where(and(inArray(schemeCards.patientId, [...owners]), isNotNull(schemeCards.cardFile)));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}
