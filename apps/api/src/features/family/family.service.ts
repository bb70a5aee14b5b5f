import {
  MAX_FAMILY_MEMBERS,
  type FamilyList,
  type FamilyMemberFields,
  type FamilyPatient,
} from '@sehat/shared';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../errors/domain-errors.js';
import type { Bucket, StorageDriver } from '../../storage/index.js';
import { BUCKETS } from '../../storage/index.js';
import { createPatientProfile } from '../profile/index.js';
import {
  deleteMemberRows,
  findMemberRow,
  insertMemberPatient,
  isOwnPatient,
  listFamilyRows,
  lockFamily,
  memberProfileValues,
  updateMemberRows,
  type FamilyRow,
} from './family.repository.js';
import { pendingHandovers, type PendingHandover } from './handover.repository.js';

const memberNotFound = () => notFound('family.notFound');

function toFamilyPatient(row: FamilyRow, handover: PendingHandover | null = null): FamilyPatient {
  return {
    id: row.id,
    name: row.name ?? '',
    relationship: row.relationship as FamilyPatient['relationship'],
    is_self: row.isSelf,
    birth_date: row.birthDate,
    sex: row.sex as FamilyPatient['sex'],
    blood_group: row.bloodGroup,
    abha_number: row.abhaNumber,
    handover_pending: handover
      ? { email: handover.email, expires_at: handover.expiresAt.toISOString() }
      : null,
  };
}

/**
 * GET /api/family: the patients the account acts for (docs/decisions/049-patients-apart-from-accounts.md),
 * its own first, then the family members in the order they were added, each with the hand-over invitation
 * still open at `now` (the newest), if any.
 */
export async function listFamily(db: Db, accountId: string, now: Date): Promise<FamilyList> {
  const [rows, pending] = await Promise.all([
    listFamilyRows(db, accountId),
    pendingHandovers(db, accountId, now),
  ]);
  const newest = new Map<string, PendingHandover>();
  for (const invitation of pending)
    if (!newest.has(invitation.patientId)) newest.set(invitation.patientId, invitation);
  return { items: rows.map((row) => toFamilyPatient(row, newest.get(row.id) ?? null)) };
}

/**
 * POST /api/family: adds a family member managed by the account: a patient with its profile (a fresh SEH
 * number; the account's e-mail, language and time zone), in one transaction. Raises conflict
 * (`family.tooMany`, 409) when the account already has MAX_FAMILY_MEMBERS (10): counted under a lock on the
 * account's own patient inside the transaction, so two adds at once cannot make an 11th; nothing is stored then.
 */
export async function addFamilyMember(
  db: Db,
  accountId: string,
  fields: FamilyMemberFields,
): Promise<FamilyPatient> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const { members, own } = await lockFamily(tx, accountId);
    if (members >= MAX_FAMILY_MEMBERS) throw conflict('family.tooMany', 'TOO_MANY_FAMILY_MEMBERS');
    if (!own) throw memberNotFound();
    await insertMemberPatient(tx, accountId, id, fields);
    await createPatientProfile(tx, id, { ...memberProfileValues(fields), ...own });
  });
  const row = await findMemberRow(db, accountId, id);
  if (!row) throw memberNotFound();
  return toFamilyPatient(row);
}

/**
 * PUT /api/family/:id: replaces a family member's name, relationship, date of birth, sex, blood group and
 * ABHA number; answers the member with its open hand-over invitation at `now`. 404 (`family.notFound`)
 * for the account's own patient (edited on the profile screens),
 * another account's patient or an unknown id.
 */
export async function editFamilyMember(
  db: Db,
  accountId: string,
  id: string,
  fields: FamilyMemberFields,
  now: Date,
): Promise<FamilyPatient> {
  const updated = await db.transaction((tx) => updateMemberRows(tx, accountId, id, fields));
  const row = updated ? await findMemberRow(db, accountId, id) : null;
  if (!row) throw memberNotFound();
  const pending = await pendingHandovers(db, accountId, now);
  return toFamilyPatient(row, pending.find((invitation) => invitation.patientId === id) ?? null);
}

/**
 * DELETE /api/family/:id: removes a family member and everything of theirs: every row (one transaction,
 * by cascade from the patient) and then every file (those the rows knew of and anything under their
 * folder, as an account's erasure does; a file that fails to go is the orphan sweep's). Raises conflict
 * (`family.selfNotRemovable`, 409) for the account's own patient, 404 (`family.notFound`) for another
 * account's patient or an unknown id.
 */
export async function removeFamilyMember(
  deps: { db: Db; storage: StorageDriver },
  accountId: string,
  id: string,
): Promise<void> {
  const { db, storage } = deps;
  if (await isOwnPatient(db, accountId, id)) throw conflict('family.selfNotRemovable', 'SELF_NOT_REMOVABLE');
  const files = await db.transaction((tx) => deleteMemberRows(tx, accountId, id));
  if (!files) throw memberNotFound();
  const ignore = () => undefined;
  await Promise.all(files.map((file) => storage.delete(file.bucket as Bucket, file.key).catch(ignore)));
  for (const bucket of BUCKETS)
    for (const object of await storage.list(bucket, `${id}/`).catch(() => []))
      await storage.delete(bucket, object.key).catch(ignore);
}
