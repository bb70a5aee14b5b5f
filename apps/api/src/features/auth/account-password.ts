import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { account } from '../../db/schema/index.js';
import { verifyPassword } from './password-hashing.js';

/**
 * True when `password` is the signed-in patient's current password (their e-mail-and-password account's
 * argon2id hash). Used where a sensitive action asks for the password again (erasing the account).
 * False for a wrong password and for an account without one.
 */
export async function checkAccountPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!row?.hash) return false;
  return verifyPassword({ hash: row.hash, password });
}
