import { DEFAULT_TIME_ZONE, todayIn, type IsoDate } from '@sehat/shared';
import { currentSession } from './session';

/** The signed-in patient's IANA time zone (the shell's `time_zone`, decision 032); Asia/Kolkata while nobody is signed in. */
export function patientTimeZone(): string {
  return currentSession()?.user.time_zone ?? DEFAULT_TIME_ZONE;
}

/**
 * Today's date (`yyyy-MM-dd`) in the signed-in patient's time zone (the shell's `time_zone`, decision
 * 032), for the forms' "not in the future" and "not in the past" rules; Asia/Kolkata while nobody is
 * signed in. The server applies the same rule with the same zone.
 */
export function patientToday(now: Date = new Date()): IsoDate {
  return todayIn(patientTimeZone(), now);
}
