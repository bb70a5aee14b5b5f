import {
  MAX_EMERGENCY_CONTACTS,
  type EmergencyContact,
  type EmergencyContactFields,
  type EmergencyContactList,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound, tooMany } from '../../errors/domain-errors.js';
import {
  countContacts,
  deleteContact,
  insertContact,
  listContacts,
  lockContactsOf,
  moveContactFirst,
  updateContact,
  type EmergencyContactRow,
} from './emergency-contacts.repository.js';

const contactNotFound = () => notFound('emergencyContacts.notFound');

function toContact(row: EmergencyContactRow, isPrimary: boolean): EmergencyContact {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    phone: row.phone,
    email: row.email,
    is_primary: isPrimary,
    created_at: row.createdAt.toISOString(),
  };
}

/** The patient's contacts, primary first (GET /api/emergency-contacts). */
export async function listEmergencyContacts(db: Db, userId: string): Promise<EmergencyContactList> {
  const rows = await listContacts(db, userId);
  return { items: rows.map((row, i) => toContact(row, i === 0)) };
}

async function contactIn(db: Db, userId: string, id: string): Promise<EmergencyContact> {
  const items = (await listEmergencyContacts(db, userId)).items;
  const contact = items.find((item) => item.id === id);
  if (!contact) throw contactNotFound();
  return contact;
}

/** One of the patient's contacts (GET /api/emergency-contacts/:id); another patient's → not found. */
export function getEmergencyContact(db: Db, userId: string, id: string): Promise<EmergencyContact> {
  return contactIn(db, userId, id);
}

/**
 * Adds a contact (POST /api/emergency-contacts); the first becomes primary.
 * A 6th → too_many 'You can keep up to 5 emergency contacts.'; checked under a
 * per-patient lock so two requests cannot pass the limit together.
 */
export async function addEmergencyContact(
  db: Db,
  userId: string,
  fields: EmergencyContactFields,
): Promise<EmergencyContact> {
  const row = await db.transaction(async (tx) => {
    await lockContactsOf(tx, userId);
    if ((await countContacts(tx, userId)) >= MAX_EMERGENCY_CONTACTS)
      throw tooMany('emergencyContacts.tooMany', 'TOO_MANY_CONTACTS');
    return insertContact(tx, userId, fields);
  });
  return contactIn(db, userId, row.id);
}

/** Replaces a contact's fields (PUT /api/emergency-contacts/:id); another patient's → not found. */
export async function editEmergencyContact(
  db: Db,
  userId: string,
  id: string,
  fields: EmergencyContactFields,
): Promise<EmergencyContact> {
  if (!(await updateContact(db, userId, id, fields))) throw contactNotFound();
  return contactIn(db, userId, id);
}

/** Removes a contact (DELETE /api/emergency-contacts/:id); the next one becomes primary. */
export async function removeEmergencyContact(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteContact(db, userId, id))) throw contactNotFound();
}

/** Makes a contact the primary one (POST /api/emergency-contacts/:id/primary) → the whole list. */
export async function makePrimaryContact(db: Db, userId: string, id: string): Promise<EmergencyContactList> {
  const moved = await db.transaction(async (tx) => {
    await lockContactsOf(tx, userId);
    return moveContactFirst(tx, userId, id);
  });
  if (!moved) throw contactNotFound();
  return listEmergencyContacts(db, userId);
}
