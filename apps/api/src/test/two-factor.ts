import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { TestPatient } from './client.js';

/** A patient's authenticator app: the TOTP code for any instant, from the secret of the otpauth URI. */
export interface Authenticator {
  /** The 6-digit code an app shows at `at` (default: now). */
  codeAt(at?: Date): Promise<string>;
  /** The secret as the enrolment showed it (base32). */
  secret: string;
}

/** An authenticator for the otpauth:// URI better-auth's enable answers. */
export function authenticatorFor(totpUri: string): Authenticator {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) throw new Error('otpauth URI without a secret');
  const otp = createOTP(base32.decode(secret), { digits: 6, period: 30 });
  return {
    secret,
    codeAt: (at = new Date()) => otp.hotp(Math.floor(at.getTime() / 30_000)),
  };
}

/** Moves an instant by `seconds`. */
export const secondsFrom = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/**
 * Turns two-factor sign-in on for a signed-in patient as the profile's enrolment does: enable with the
 * password (QR URI + 10 backup codes), then verify a code from `at` (default now). Throws unless both
 * answer 200.
 */
export async function enableTwoFactor(
  patient: TestPatient,
  at?: Date,
): Promise<Authenticator & { backupCodes: string[] }> {
  const enabled = await patient.client.post('/api/auth/two-factor/enable', { password: patient.password });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json<{ totpURI: string; backupCodes: string[] }>();
  const authenticator = authenticatorFor(totpURI);
  const verified = await patient.client.post('/api/auth/two-factor/verify-totp', {
    code: await authenticator.codeAt(at),
  });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  return { ...authenticator, backupCodes };
}

/**
 * The clock of a two-factor test: `Date` (which better-auth's plugin reads) frozen at one second into the
 * current 30-second step, moved only by `advance`. Pass `now` to buildTestApp so the app reads the same
 * clock. Call `restore` (vi.useRealTimers) after the tests.
 */
export function frozenStepClock(vi: {
  useFakeTimers(config: object): unknown;
  setSystemTime(at: Date): unknown;
}) {
  let at = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 1000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
  return {
    now: () => new Date(),
    /** Moves the frozen clock `seconds` on. */
    advance(seconds: number) {
      at = secondsFrom(at, seconds);
      vi.setSystemTime(at);
    },
  };
}
