import {
  INSURERS,
  TPAS,
  activePolicySchema,
  addDays,
  daysToExpiry,
  isPolicyActive,
  payerName,
  todayIn,
  type ActivePolicy,
  type CardPolicy,
  type Message,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { findPolicyRow, listPolicyRows, unrenewedEndingBetween } from './insurance-policies.repository.js';

// What other screens read of the patient's policies (docs/decisions/053-insurance-policies.md): the
// dashboard card's running policy, the emergency card's, and the bell's renewal reminders.

/**
 * The dashboard card's policy (docs/decisions/037-screen-data-with-the-shell.md): of the periods running today
 * in the patient's time zone, the one ending soonest, with its days to expiry; null when none runs.
 */
export async function activePolicyOf(
  db: Db,
  patientId: string,
  timeZone: string,
  now: Date,
): Promise<ActivePolicy> {
  const today = todayIn(timeZone, now);
  const running = (await listPolicyRows(db, patientId))
    .filter((row) => isPolicyActive({ start_date: row.startDate, end_date: row.endDate }, today))
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
  const row = running[0];
  if (!row) return null;
  return activePolicySchema.parse({
    id: row.id,
    insurer_name: payerName(INSURERS, row.insurer, row.insurerOther) ?? row.insurer,
    policy_number: row.policyNumber,
    plan_name: row.planName,
    sum_insured: Number(row.sumInsured),
    end_date: row.endDate,
    days_to_expiry: daysToExpiry(row.endDate, today),
    has_e_card: Boolean(row.eCardFile),
  });
}

/**
 * The active policy as the emergency card and share links show it when the patient chose to
 * (docs/decisions/056-government-schemes.md): the period `activePolicyOf` picks, with its insurer, number,
 * TPA, and the TPA's helpline (else the insurer's); null when none runs today.
 */
export async function activePolicyForCard(
  db: Db,
  patientId: string,
  timeZone: string,
  now: Date,
): Promise<CardPolicy | null> {
  const active = await activePolicyOf(db, patientId, timeZone, now);
  const row = active ? await findPolicyRow(db, patientId, active.id) : null;
  if (!active || !row) return null;
  return {
    insurer_name: active.insurer_name,
    policy_number: row.policyNumber,
    tpa_name: payerName(TPAS, row.tpa, row.tpaOther),
    helpline: row.tpaHelpline ?? row.insurerHelpline,
  };
}

/** A renewal the bell shows: which stage (30 or 7 days before the end), its line, and the end date. */
export interface RenewalNotice {
  /** `{policy id}:{30|7}`: a new unread item when the 7-day stage begins. */
  id: string;
  endDate: string;
  description: Message;
}

/**
 * The bell's renewal reminders (docs/decisions/053-insurance-policies.md): the patient's periods not yet
 * renewed that end within 30 days of `today` (stage 30), or within 7 (stage 7), ending soonest first.
 */
export async function renewalNotices(db: Db, patientId: string, today: string): Promise<RenewalNotice[]> {
  const rows = await unrenewedEndingBetween(db, patientId, today, addDays(today, 30));
  return rows.map((row) => {
    const days = daysToExpiry(row.endDate, today);
    return {
      id: `${row.id}:${days <= 7 ? 7 : 30}`,
      endDate: row.endDate,
      description: {
        key: 'insurancePolicies.renewalReminder',
        values: {
          insurer: payerName(INSURERS, row.insurer, row.insurerOther) ?? row.insurer,
          policyNumber: row.policyNumber,
          days,
        },
      },
    };
  });
}
