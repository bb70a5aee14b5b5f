import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import { twoFactor, user } from '../../db/schema/index.js';
import type { SecondFactor } from '../../deps.js';

/** Declared in deps.ts, which carries it to the features (account erasure asks for a code). */
export type { SecondFactor };

/** TOTP as better-auth's twoFactor plugin is configured (RFC 6238 defaults: 6 digits, 30-second steps). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/**
 * Steps accepted either side of the current one: the plugin's window (1), for a phone whose clock is a
 * little off (RFC 6238 §5.2). A code two steps (60 s) old is refused.
 */
const TOTP_WINDOW = 1;

/** The time-step a code for instant `at` belongs to. */
function totpStep(at: Date): number {
  return Math.floor(at.getTime() / (TOTP_PERIOD_SECONDS * 1000));
}

/**
 * The TOTP code checks (docs/decisions/027): `secret` is better-auth's (it encrypts the TOTP secrets);
 * `now` is the app's clock. Codes must be exactly 6 digits.
 */
export function createSecondFactor(db: Db, secret: string, now: () => Date): SecondFactor {
  /**
   * Which step of the patient's verified or pending secret `code` belongs to, among the steps within the
   * window around `now`: `wrong` when none (or the patient has no secret). Claims nothing.
   */
  async function matchStep(userId: string, code: string): Promise<number | 'wrong'> {
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return 'wrong';
    const [row] = await db
      .select({ secret: twoFactor.secret })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!row) return 'wrong';
    const otp = createOTP(await symmetricDecrypt({ key: secret, data: row.secret }), {
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
    });
    const current = totpStep(now());
    for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1)
      if ((await otp.hotp(step)) === code) return step;
    return 'wrong';
  }

  return {
    async isEnabled(userId) {
      const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
      return row?.on ?? false;
    },
    async check(userId, code) {
      const step = await matchStep(userId, code);
      if (step === 'wrong') return 'wrong';
      const claimed = await db
        .update(twoFactor)
        .set({ lastAcceptedStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            or(isNull(twoFactor.lastAcceptedStep), lt(twoFactor.lastAcceptedStep, step)),
          ),
        )
        .returning({ id: twoFactor.id });
      return claimed.length === 1 ? 'accepted' : 'replayed';
    },
    async lockedForSeconds(userId) {
      const [row] = await db
        .select({ lockedUntil: twoFactor.lockedUntil })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId));
      if (!row?.lockedUntil) return 0;
      return Math.max(0, Math.ceil((row.lockedUntil.getTime() - now().getTime()) / 1000));
    },
  };
}
