import { DEFAULT_TIME_ZONE, todayIn } from '@sehat/shared';

/**
 * A human-readable claim number `CLM-yyyyMMdd-NNNN`: the filing day in the
 * patient's time zone and four random digits (docs/decisions/006). Unique per
 * patient by a database constraint; the service retries on a clash.
 */
export function makeClaimId(
  now: Date,
  random: () => number = Math.random,
  timeZone = DEFAULT_TIME_ZONE,
): string {
  const day = todayIn(timeZone, now).replaceAll('-', '');
  const digits = String(Math.floor(random() * 10_000)).padStart(4, '0');
  return `CLM-${day}-${digits}`;
}
