import { CARE_INVITATION_DAYS, type FamilyHandoverFields } from '@sehat/shared';
import { randomUUID } from 'node:crypto';
import type { ApiDeps } from '../../deps.js';
import type { Db } from '../../db/index.js';
import { handoverInvitations } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../errors/domain-errors.js';
import { appendActivity } from '../activity/index.js';
import { hashInvitationToken, newInvitationToken, patientName } from '../caregivers/index.js';
import { mailLanguageOf } from '../mail/index.js';
import { findMemberRow, isOwnPatient } from './family.repository.js';
import { handoverEmail } from './handover-email.js';
import {
  holdsRecords,
  lockHandoverInvitation,
  lockPatient,
  takeOverPatient,
  withdrawHandovers,
} from './handover.repository.js';

/**
 * POST /api/family/:id/handover (docs/decisions/057-handing-over-a-profile.md): invites `fields.email` to take
 * family member `memberId` over as their own account's patient. Stores the invitation (the token's SHA-256
 * only; valid CARE_INVITATION_DAYS days, the caregiver invitation's machinery) and queues the mail in one
 * transaction; an invitation still open for the member is withdrawn then (its link stops working). 400 `family.handoverOwnEmail` for the manager's own address, 400 `family.handoverSelf` for
 * the account's own patient, 404 `family.notFound` for anything but the account's family member; nothing
 * stored then.
 */
export async function inviteHandover(
  deps: Pick<ApiDeps, 'db' | 'outbox' | 'now' | 'env'>,
  manager: { id: string; email: string },
  memberId: string,
  fields: FamilyHandoverFields,
): Promise<{ id: string }> {
  const { db } = deps;
  const now = deps.now();
  if (fields.email === manager.email.toLowerCase()) throw invalid('family.handoverOwnEmail', 'OWN_EMAIL');
  if (await isOwnPatient(db, manager.id, memberId))
    throw invalid('family.handoverSelf', 'SELF_NOT_HANDED_OVER');
  if (!(await findMemberRow(db, manager.id, memberId))) throw notFound('family.notFound');
  const { token, hash } = newInvitationToken();
  const id = randomUUID();
  const [name, language] = await Promise.all([patientName(db, manager.id), mailLanguageOf(db, manager.id)]);
  const link = `${deps.env.BASE_URL}/family/accept#${token}`;
  await db.transaction(async (tx) => {
    // A new invitation replaces an open one: one link per member works at a time.
    await withdrawHandovers(tx, manager.id, memberId);
    await tx.insert(handoverInvitations).values({
      id,
      patientId: memberId,
      invitedBy: manager.id,
      email: fields.email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + CARE_INVITATION_DAYS * 86_400_000),
      createdAt: now,
    });
    await deps.outbox.enqueue(tx, handoverEmail(fields.email, name ?? '', link, language), {
      userId: manager.id,
      now,
    });
  });
  deps.outbox.deliverSoon();
  return { id };
}

/**
 * DELETE /api/family/:id/handover (docs/decisions/057-handing-over-a-profile.md): withdraws every open
 * invitation `accountId` sent to take family member `memberId` over. 404 `family.notFound` for anything but
 * the account's family member.
 */
export async function withdrawHandover(db: Db, accountId: string, memberId: string): Promise<void> {
  if (!(await findMemberRow(db, accountId, memberId))) throw notFound('family.notFound');
  await withdrawHandovers(db, accountId, memberId);
}

/**
 * POST /api/family/handover/accept (docs/decisions/057-handing-over-a-profile.md): the signed-in account takes
 * the invitation's family member over as its own patient, in ONE transaction: the member's every row moves
 * to the account's id (`takeOverPatient`), the manager's management ends, the patient's grants and
 * invitations stay theirs, and both sides' activity logs get an entry (`profile_handed_over` on the
 * manager's own patient, `profile_taken_over` on the account's). 400 `family.handoverInvalid` (one answer
 * for all) for an unknown, used or expired token, another e-mail's invitation, or a member no longer managed
 * by the inviter; 409 `family.handoverHasRecords` when the account's own patient holds any record (it would
 * be replaced). Nothing changes on a refusal.
 */
export async function acceptHandover(
  db: Db,
  account: { id: string; email: string },
  token: string,
  context: { now: Date; ip: string; userAgent: string | null },
): Promise<void> {
  const { now } = context;
  await db.transaction(async (tx) => {
    const invitation = await lockHandoverInvitation(tx, hashInvitationToken(token));
    const member = invitation ? await lockPatient(tx, invitation.patientId) : null;
    if (
      !invitation ||
      !member ||
      invitation.acceptedAt !== null ||
      invitation.expiresAt <= now ||
      invitation.email !== account.email.toLowerCase() ||
      member.isSelf ||
      member.accountId !== invitation.invitedBy ||
      member.accountId === account.id
    )
      throw invalid('family.handoverInvalid', 'INVITATION_INVALID');
    if (await holdsRecords(tx, account.id))
      throw conflict('family.handoverHasRecords', 'ACCOUNT_HAS_RECORDS');
    await takeOverPatient(tx, {
      invitationId: invitation.id,
      memberId: member.id,
      accountId: account.id,
      now,
    });
    const where = { ip: context.ip, userAgent: context.userAgent, at: now };
    // The manager's own patient has the manager's id (docs/decisions/049-patients-apart-from-accounts.md).
    await appendActivity(tx, {
      ...where,
      userId: member.accountId,
      kind: 'profile_handed_over',
      subjectId: invitation.id,
    });
    await appendActivity(tx, {
      ...where,
      userId: account.id,
      kind: 'profile_taken_over',
      subjectId: invitation.id,
    });
  });
}
