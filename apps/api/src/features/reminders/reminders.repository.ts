import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.js';
import {
  insurancePolicies,
  medicalRecords,
  patients,
  profiles,
  reminderDeliveries,
  visits,
} from '../../db/schema/index.js';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '@sehat/shared';
import type { ReminderKind } from './reminder-email.js';

/** A reminder to send: which row, for whom, and the one detail the mail may carry. */
export interface DueReminder {
  kind: ReminderKind;
  subjectId: string;
  dueDate: string;
  /** The patient the appointment or record is of. */
  userId: string;
  /** The account managing that patient (docs/decisions/049-patients-apart-from-accounts.md): the mail is its. */
  accountId: string;
  email: string;
  /** The appointment's hospital; null for a follow-up or a renewal. */
  hospitalName: string | null;
  /** Days until a policy ends (30 or 7) or a vaccine is due (7); null for the others. */
  daysLeft: number | null;
  /** How many doses a medicine digest counts today (docs/decisions/054-medicines.md); absent for the others. */
  doses?: number;
  /** The managing account's `preferred_language`: the mail is written in it. */
  language: Language;
}

/** Appointment statuses that still happen (docs/product.md#states-and-transitions: upcoming). */
const UPCOMING_STATUSES = ['scheduled', 'confirmed'];

const notClaimed = (
  kind: ReminderKind,
  subjectId: typeof visits.id | typeof medicalRecords.id | typeof insurancePolicies.id,
  date: string,
) =>
  notExists(
    sql`(select 1 from ${reminderDeliveries} where ${reminderDeliveries.kind} = ${kind}
      and ${reminderDeliveries.subjectId} = ${subjectId} and ${reminderDeliveries.dueDate} = ${date})`,
  );

/** The distinct `profiles.time_zone` values: the zones whose 08:00 the reminder job watches. */
export async function patientTimeZones(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ timeZone: profiles.timeZone }).from(profiles);
  return rows.map((row) => row.timeZone);
}

/**
 * Appointments on `date` (scheduled or confirmed, never cancelled) and
 * follow-ups due on `date`, of patients whose managing account lives in `timeZone` and left that reminder
 * on, that no delivery has claimed yet; the e-mail, language, time zone and switches are the managing
 * account's own profile's (a family member's reminders go to the account that manages them:
 * docs/decisions/049-patients-apart-from-accounts.md). Reads across patients: a system job, not a request.
 */
export async function findDueReminders(db: Db, date: string, timeZone: string): Promise<DueReminder[]> {
  const appointments = await db
    .select({
      subjectId: visits.id,
      userId: visits.patientId,
      accountId: patients.accountId,
      email: profiles.email,
      language: profiles.preferredLanguage,
      hospitalName: visits.hospitalName,
    })
    .from(visits)
    .innerJoin(patients, eq(patients.id, visits.patientId))
    .innerJoin(profiles, eq(profiles.userId, patients.accountId))
    .where(
      and(
        eq(visits.visitDate, date),
        eq(profiles.timeZone, timeZone),
        inArray(visits.status, UPCOMING_STATUSES),
        eq(profiles.appointmentReminders, true),
        notClaimed('appointment', visits.id, date),
      ),
    );
  const followUps = await db
    .select({
      subjectId: medicalRecords.id,
      userId: medicalRecords.patientId,
      accountId: patients.accountId,
      email: profiles.email,
      language: profiles.preferredLanguage,
    })
    .from(medicalRecords)
    .innerJoin(patients, eq(patients.id, medicalRecords.patientId))
    .innerJoin(profiles, eq(profiles.userId, patients.accountId))
    .where(
      and(
        eq(medicalRecords.followUpDate, date),
        eq(profiles.timeZone, timeZone),
        eq(profiles.followUpReminders, true),
        notClaimed('follow-up', medicalRecords.id, date),
      ),
    );
  return [
    ...appointments.map((row) => ({ kind: 'appointment' as const, dueDate: date, daysLeft: null, ...row })),
    ...followUps.map((row) => ({
      kind: 'follow-up' as const,
      dueDate: date,
      hospitalName: null,
      daysLeft: null,
      ...row,
    })),
  ];
}

/**
 * Policy periods not yet renewed that end `days` after `today` (30 or 7: docs/decisions/053-insurance-policies.md),
 * of patients whose managing account lives in `timeZone` and left renewal reminders on, not yet claimed for
 * `today` (the claim's date is the day it is sent, so the 30- and 7-day reminders are two claims).
 */
export async function findDueRenewals(
  db: Db,
  today: string,
  endDate: string,
  days: number,
  timeZone: string,
): Promise<DueReminder[]> {
  const renewal = alias(insurancePolicies, 'renewal');
  const rows = await db
    .select({
      subjectId: insurancePolicies.id,
      userId: insurancePolicies.patientId,
      accountId: patients.accountId,
      email: profiles.email,
      language: profiles.preferredLanguage,
    })
    .from(insurancePolicies)
    .innerJoin(patients, eq(patients.id, insurancePolicies.patientId))
    .innerJoin(profiles, eq(profiles.userId, patients.accountId))
    .where(
      and(
        eq(insurancePolicies.endDate, endDate),
        eq(profiles.timeZone, timeZone),
        eq(profiles.policyReminders, true),
        notExists(
          db.select({ id: renewal.id }).from(renewal).where(eq(renewal.previousId, insurancePolicies.id)),
        ),
        notClaimed('policy-renewal', insurancePolicies.id, today),
      ),
    );
  return rows.map((row) => ({
    kind: 'policy-renewal' as const,
    dueDate: today,
    hospitalName: null,
    daysLeft: days,
    ...row,
  }));
}

/**
 * The patients with a date of birth whose managing account lives in `timeZone` and opted in to vaccination
 * reminders (docs/decisions/055-vaccinations.md), with what the mail needs: the account's e-mail and language.
 */
export async function vaccinationReminderPatients(db: Db, timeZone: string) {
  const own = alias(profiles, 'own');
  return db
    .select({
      userId: patients.id,
      accountId: patients.accountId,
      email: profiles.email,
      language: profiles.preferredLanguage,
    })
    .from(patients)
    .innerJoin(profiles, eq(profiles.userId, patients.accountId))
    .innerJoin(own, eq(own.userId, patients.id))
    .where(
      and(
        eq(profiles.timeZone, timeZone),
        eq(profiles.vaccinationReminders, true),
        isNotNull(own.dateOfBirth),
      ),
    );
}

/**
 * The claim's subject of a patient's vaccination reminder: a name-based UUID of the patient's id (the claim
 * table keys on a uuid; a patient id is any 64 characters), so a day's reminder is claimed once per patient.
 */
export function vaccinationSubject(patientId: string): string {
  const hex = createHash('sha256').update(`vaccination:${patientId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Claims `reminder` and, in the same transaction, calls `enqueue` (which writes its mail to the outbox):
 * the claim (primary key kind, subject, date) and the mail commit together or not at all, and a second
 * claimant (another instance, a retry) waits for the first and then finds the row taken. Resolves true
 * when this call queued it, false when it was already claimed.
 */
export async function claimAndQueue(
  db: Db,
  reminder: DueReminder,
  sentAt: Date,
  enqueue: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(reminderDeliveries)
      .values({
        kind: reminder.kind,
        subjectId: reminder.subjectId,
        dueDate: reminder.dueDate,
        patientId: reminder.userId,
        sentAt,
      })
      .onConflictDoNothing()
      .returning({ kind: reminderDeliveries.kind });
    if (claimed.length === 0) return false;
    await enqueue(tx);
    return true;
  });
}
