import {
  CARE_CATEGORIES,
  CARE_INVITATION_DAYS,
  grantEnd,
  type CareCategory,
  type CareGrant,
  type CareInvitationFields,
  type CareRole,
  type CaregiverList,
  type HeldGrant,
} from '@sehat/shared';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.js';
import type { Db } from '../../db/index.js';
import { careGrants, careInvitations } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../errors/domain-errors.js';
import { mailLanguageOf } from '../mail/index.js';
import {
  accountByEmail,
  closeExpiredGrant,
  deleteInvitation,
  grantsHeldBy,
  grantsOfPatient,
  hasAccess,
  lockInvitation,
  openInvitations,
  patientName,
  renewGrant,
  revokeGrant,
  type GrantRow,
} from './caregivers.repository.js';
import { invitationEmail } from './invitation-email.js';
import { deleteNominee } from './nominee.repository.js';
import { nominationsByPatient, nomineeOf } from './nominee.service.js';
import { hashInvitationToken, newInvitationToken } from './invitation-token.js';

function toGrant(row: GrantRow, now: Date): CareGrant {
  return {
    id: row.id,
    patient_id: row.patientId,
    patient_name: row.patientName ?? '',
    caregiver_name: row.caregiverName,
    caregiver_email: row.caregiverEmail,
    role: row.role as CareRole,
    categories: row.categories as CareCategory[],
    starts_at: row.startsAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    active: row.expiresAt > now,
    reminders: row.reminders,
  };
}

/**
 * The acting patient's caregivers (unrevoked grants, expired ones marked inactive), open invitations and
 * nominee (docs/decisions/060-nominee.md).
 */
export async function listCaregivers(db: Db, patientId: string, now: Date): Promise<CaregiverList> {
  const [grants, invitations, nominee] = await Promise.all([
    grantsOfPatient(db, patientId),
    openInvitations(db, patientId, now),
    nomineeOf(db, patientId),
  ]);
  return {
    nominee,
    grants: grants.map((row) => toGrant(row, now)),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role as CareRole,
      categories: row.categories as CareCategory[],
      months: row.months,
      expires_at: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * The live grants the account holds (the patients it cares for), newest first, each with the nomination
 * when that patient named the account their nominee (docs/decisions/060-nominee.md).
 */
export async function listHeldGrants(db: Db, accountId: string, now: Date): Promise<HeldGrant[]> {
  const [rows, nominations] = await Promise.all([
    grantsHeldBy(db, accountId, now),
    nominationsByPatient(db, accountId),
  ]);
  return rows.map((row) => ({ ...toGrant(row, now), nominee: nominations.get(row.patientId) ?? null }));
}

/**
 * Invites `fields.email` to care for `patientId` (docs/decisions/051-caregivers.md): stores the invitation
 * (the token's SHA-256 only; valid CARE_INVITATION_DAYS days) and queues the mail in one transaction.
 * 400 `caregivers.ownEmail` for the inviter's own address; 409 `caregivers.alreadyHasAccess` when that
 * e-mail's account already manages the patient or holds a grant; nothing stored either way.
 */
export async function inviteCaregiver(
  deps: Pick<ApiDeps, 'db' | 'outbox' | 'now' | 'env'>,
  inviter: { id: string; email: string },
  patientId: string,
  fields: CareInvitationFields,
): Promise<{ id: string }> {
  const { db, now: clock } = deps;
  const now = clock();
  if (fields.email === inviter.email.toLowerCase()) throw invalid('caregivers.ownEmail', 'OWN_EMAIL');
  const existing = await accountByEmail(db, fields.email);
  if (existing && (await hasAccess(db, patientId, existing.id, now)))
    throw conflict('caregivers.alreadyHasAccess', 'ALREADY_HAS_ACCESS');
  const { token, hash } = newInvitationToken();
  const id = randomUUID();
  const [name, language] = await Promise.all([patientName(db, inviter.id), mailLanguageOf(db, inviter.id)]);
  const link = `${deps.env.BASE_URL}/caregivers/accept#${token}`;
  await db.transaction(async (tx) => {
    await tx.insert(careInvitations).values({
      id,
      patientId,
      invitedBy: inviter.id,
      email: fields.email,
      tokenHash: hash,
      role: fields.role,
      categories: fields.categories === 'everything' ? [...CARE_CATEGORIES] : fields.categories,
      months: fields.months,
      expiresAt: new Date(now.getTime() + CARE_INVITATION_DAYS * 86_400_000),
      createdAt: now,
    });
    const mail = invitationEmail(fields.email, name ?? '', fields.role, link, language);
    await deps.outbox.enqueue(tx, mail, { userId: inviter.id, now });
  });
  deps.outbox.deliverSoon();
  return { id };
}

/**
 * Accepts an invitation for the signed-in account: the token must be of an invitation not yet used, not
 * past its 7 days, and addressed to this account's e-mail, else 400 `caregivers.invitationInvalid` (one
 * answer for all, so a probe learns nothing). 409 `caregivers.alreadyHasAccess` when the account already
 * manages the patient or holds a live grant. Creates the grant (from now, for the invitation's months) and
 * marks the invitation used, in one transaction.
 */
export async function acceptInvitation(
  db: Db,
  account: { id: string; email: string },
  token: string,
  now: Date,
): Promise<CareGrant> {
  const grantId = randomUUID();
  const patientId = await db.transaction(async (tx) => {
    const invitation = await lockInvitation(tx, hashInvitationToken(token));
    if (
      !invitation ||
      invitation.acceptedAt !== null ||
      invitation.expiresAt <= now ||
      invitation.email !== account.email.toLowerCase()
    )
      throw invalid('caregivers.invitationInvalid', 'INVITATION_INVALID');
    if (await hasAccess(tx, invitation.patientId, account.id, now))
      throw conflict('caregivers.alreadyHasAccess', 'ALREADY_HAS_ACCESS');
    await closeExpiredGrant(tx, invitation.patientId, account.id, now);
    await tx.insert(careGrants).values({
      id: grantId,
      patientId: invitation.patientId,
      accountId: account.id,
      role: invitation.role,
      categories: invitation.categories,
      startsAt: now,
      expiresAt: grantEnd(now, invitation.months),
      grantedBy: invitation.invitedBy,
      createdAt: now,
    });
    await tx.update(careInvitations).set({ acceptedAt: now }).where(eq(careInvitations.id, invitation.id));
    return invitation.patientId;
  });
  const [held] = (await grantsHeldBy(db, account.id, now)).filter((row) => row.patientId === patientId);
  if (!held) throw notFound('caregivers.notFound');
  return toGrant(held, now);
}

/**
 * Ends a grant at once, by its caregiver or the patient's managing account, and with it the caregiver's
 * nomination (docs/decisions/060-nominee.md); 404 when neither's or gone.
 */
export async function endGrant(db: Db, accountId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await revokeGrant(tx, id, accountId, now);
    if (!ended) throw notFound('caregivers.notFound');
    await deleteNominee(tx, ended.patientId, ended.accountId);
  });
}

/** Renews a grant for `months` from now, by the patient's managing account; 404 when not theirs or revoked. */
export async function renewCareGrant(
  db: Db,
  accountId: string,
  id: string,
  months: number,
  now: Date,
): Promise<void> {
  if (!(await renewGrant(db, id, accountId, grantEnd(now, months)))) throw notFound('caregivers.notFound');
}

/** Withdraws an open invitation of the acting patient; 404 when there is none with that id. */
export async function withdrawInvitation(db: Db, patientId: string, id: string): Promise<void> {
  if (!(await deleteInvitation(db, patientId, id))) throw notFound('caregivers.notFound');
}
