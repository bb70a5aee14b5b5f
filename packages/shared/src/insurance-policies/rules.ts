/**
 * The insurance policies contract's limits, lists and plain date helpers, without zod
 * (docs/decisions/053-insurance-policies.md; docs/decisions/048-signed-in-screens-without-zod.md): the dashboard
 * card needs only these.
 */

/** Kinds of health policy: individual, family floater, group/employer, top-up and super top-up. */
export const POLICY_TYPES = ['individual', 'family_floater', 'group', 'top_up', 'super_top_up'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** Bounds of the text fields, in characters. */
export const POLICY_LIMITS = {
  policyNumber: 40,
  planName: 100,
  otherName: 120,
  helpline: 20,
} as const;

/**
 * Sum insured in whole ₹ (claims keep ₹ too: docs/architecture.md#d5-money). More than 0 and at most ₹100
 * crore: the largest retail and group health covers sold in India are well under it, so ₹10,000 crore is a
 * typing mistake, refused.
 */
export const SUM_INSURED_MIN = 1;
export const SUM_INSURED_MAX = 1_000_000_000;
/** Digits only, no sign, no decimals, no grouping ('5,00,000' is refused: the form sends plain digits). */
export const SUM_INSURED_PATTERN = /^\d{1,15}$/;

/** A helpline as printed on an e-card: digits, spaces, '+', '-' and brackets, at least 6 digits. */
export const HELPLINE_PATTERN = /^[+(\d][\d\s()-]{4,18}\d$/;

/** Days before a policy's end date on which the renewal reminder is due (bell and e-mail). */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;

/** Most family members (besides the patient) one policy may list as covered: the family's own bound. */
export const MAX_COVERED_MEMBERS = 11;

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** `iso` (`yyyy-MM-dd`) moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `yyyy-MM-dd`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** True when `today` lies in the policy's period, both ends included. */
export function isPolicyActive(policy: { start_date: string; end_date: string }, today: string): boolean {
  return policy.start_date <= today && today <= policy.end_date;
}

/** Days left until the end date (0 on the last day; negative once expired). */
export function daysToExpiry(endDate: string, today: string): number {
  return daysBetween(today, endDate);
}

/** Which renewal reminder is due today (30 or 7 days before the end), or null. */
export function renewalReminderDue(
  endDate: string,
  today: string,
): (typeof RENEWAL_REMINDER_DAYS)[number] | null {
  const left = daysToExpiry(endDate, today);
  return RENEWAL_REMINDER_DAYS.find((days) => days === left) ?? null;
}

/**
 * The next period of a policy, proposed on renewal: it starts the day after the end and lasts as long as
 * the one before (a year from 2026-04-01 to 2027-03-31 → 2027-04-01 to 2028-03-31).
 */
export function nextPolicyPeriod(period: { start_date: string; end_date: string }): {
  start_date: string;
  end_date: string;
} {
  const start = addDays(period.end_date, 1);
  const startYear = Number(period.start_date.slice(0, 4));
  const endYear = Number(period.end_date.slice(0, 4));
  // A period of whole years keeps whole years (leap days included): same month-day, years later.
  const wholeYears =
    addDays(period.end_date, 1).slice(5) === period.start_date.slice(5) && endYear >= startYear;
  if (wholeYears) {
    const years = Number(start.slice(0, 4)) - startYear;
    const nextStartYear = Number(start.slice(0, 4)) + years;
    return { start_date: start, end_date: addDays(`${nextStartYear}${start.slice(4)}`, -1) };
  }
  return { start_date: start, end_date: addDays(start, daysBetween(period.start_date, period.end_date)) };
}
