import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of invitations sent by mail (docs/decisions/051-caregivers.md; a profile's hand-over,
 * docs/decisions/057-handing-over-a-profile.md, uses the same): 32 random bytes, base64url (43 characters,
 * the shape the shared accept schema checks); only the SHA-256 is stored, the token itself is only in the
 * mail's link fragment.
 */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

/** The stored form of an invitation token: its SHA-256, hex. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
