import {
  type CareCategory,
  calendarDateOf,
  DEFAULT_TIME_ZONE,
  hourIn,
  isTimeZone,
  RENEWAL_REMINDER_DAYS,
  todayIn,
  VACCINATION_REMINDER_DAYS,
} from '@sehat/shared';
import { addDays, parseISO } from 'date-fns';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { JobDefinition } from '../../jobs/index.js';
import type { MailOutbox } from '../mail/index.js';
import { careReminderRecipients } from '../caregivers/index.js';
import { findDueMedicineDigests } from '../medicines/index.js';
import { reminderEmail, type ReminderKind } from './reminder-email.js';
import {
  claimAndQueue,
  findDueReminders,
  findDueRenewals,
  patientTimeZones,
  vaccinationReminderPatients,
  vaccinationSubject,
  type DueReminder,
} from './reminders.repository.js';
import { vaccinesToAttend } from '../vaccinations/index.js';

/**
 * The part of the records each reminder is about: a caregiver who asked for reminders gets a copy only when
 * their grant covers it (docs/decisions/051-caregivers.md#reminders-to-caregivers).
 */
const REMINDER_CATEGORY: Record<ReminderKind, CareCategory> = {
  appointment: 'visits',
  'follow-up': 'history',
  'policy-renewal': 'claims',
  'medicine-digest': 'history',
  vaccination: 'history',
};

/** Local hour (in the patient's time zone) from which the day-before reminders go out. */
const REMINDER_HOUR = 8;
/** How often the reminder job looks for due reminders: they leave between 08:00 and 08:15. */
const REMINDER_JOB_EVERY_MINUTES = 15;

export interface ReminderDeps {
  db: Db;
  /** Where each reminder's mail is queued, in the transaction that claims it. */
  outbox: MailOutbox;
  /** Origin of the web app (BASE_URL); the mail links to its upcoming visits. */
  baseUrl: string;
}

/**
 * One reminder per opted-in patient with a vaccine dose whose reminder day is `today` (a week before it is due:
 * docs/decisions/055-vaccinations.md), computed with the same rule as the bell and the dashboard.
 */
async function dueVaccinations(db: Db, today: string, timeZone: string): Promise<DueReminder[]> {
  const candidates = await vaccinationReminderPatients(db, timeZone);
  const due = await Promise.all(
    candidates.map(async (patient) => {
      const doses = await vaccinesToAttend(db, patient.userId, today);
      if (!doses.some((dose) => dose.status === 'upcoming' && dose.remind_on === today)) return [];
      return [
        {
          ...patient,
          kind: 'vaccination' as const,
          subjectId: vaccinationSubject(patient.userId),
          dueDate: today,
          hospitalName: null,
          daysLeft: VACCINATION_REMINDER_DAYS,
        },
      ];
    }),
  );
  return due.flat();
}

/**
 * The reminders of patients living in `timeZone` that are due at `now`: none before 08:00 there, then
 * those dated tomorrow there, the policies ending 30 or 7 days after today there, the medicine digests of
 * today and the vaccines due a week after today there. A zone this runtime no longer knows counts as
 * Asia/Kolkata.
 */
async function dueIn(db: Db, timeZone: string, now: Date): Promise<DueReminder[]> {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  if (hourIn(zone, now) < REMINDER_HOUR) return [];
  const today = todayIn(zone, now);
  const tomorrow = calendarDateOf(addDays(parseISO(today), 1));
  const renewals = await Promise.all(
    RENEWAL_REMINDER_DAYS.map((days) =>
      findDueRenewals(db, today, calendarDateOf(addDays(parseISO(today), days)), days, timeZone),
    ),
  );
  const digests = (await findDueMedicineDigests(db, today, timeZone)).map((digest): DueReminder => ({
    ...digest,
    kind: 'medicine-digest',
    dueDate: today,
    hospitalName: null,
    daysLeft: null,
  }));
  return [
    ...(await findDueReminders(db, tomorrow, timeZone)),
    ...renewals.flat(),
    ...digests,
    ...(await dueVaccinations(db, today, timeZone)),
  ];
}

/**
 * Sends the reminders due at `now` (docs/decisions/028-jobs-and-reminders.md): for appointments
 * (scheduled or confirmed) and follow-ups dated tomorrow in the patient's time
 * zone (`profiles.time_zone`, decision 032), and for insurance policies ending 30 or 7 days after today there
 * (docs/decisions/053-insurance-policies.md), the morning digest of today's doses for patients whose
 * account switched it on (docs/decisions/054-medicines.md), and a family member's vaccines due a week after
 * today there when the account opted in (docs/decisions/055-vaccinations.md), once it is 08:00 or later
 * there today, in the patient's
 * language; a copy goes to each caregiver who asked for the patient's reminders and whose live grant covers
 * what the reminder is about (docs/decisions/051-caregivers.md#reminders-to-caregivers), in their language.
 * Each reminder is claimed and its mail queued in the outbox in one transaction (never
 * twice; the mail-delivery job sends it, asked to at the end of the run). A reminder that could not be
 * claimed does not stop the others; the run then throws so the runner retries it (the claimed ones are
 * skipped). Resolves with how many mails this run queued.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const appUrl = new URL('/upcoming-visits', deps.baseUrl).toString();
  const policiesUrl = new URL('/insurance-policy', deps.baseUrl).toString();
  const medicinesUrl = new URL('/medicines', deps.baseUrl).toString();
  const vaccinationsUrl = new URL('/vaccinations', deps.baseUrl).toString();
  const zones = await patientTimeZones(deps.db);
  const due = (await Promise.all(zones.map((zone) => dueIn(deps.db, zone, now)))).flat();
  const caregivers = await careReminderRecipients(
    deps.db,
    due.map((reminder) => reminder.userId),
    now,
  );
  let queued = 0;
  let failure: Error | undefined;
  for (const reminder of due) {
    const detail =
      reminder.kind === 'appointment'
        ? { kind: 'appointment' as const, hospitalName: reminder.hospitalName ?? '' }
        : reminder.kind === 'policy-renewal' || reminder.kind === 'vaccination'
          ? { kind: reminder.kind, daysLeft: reminder.daysLeft ?? 0 }
          : reminder.kind === 'medicine-digest'
            ? { kind: 'medicine-digest' as const, doses: reminder.doses ?? 0 }
            : { kind: 'follow-up' as const };
    const url =
      reminder.kind === 'policy-renewal'
        ? policiesUrl
        : reminder.kind === 'medicine-digest'
          ? medicinesUrl
          : reminder.kind === 'vaccination'
            ? vaccinationsUrl
            : appUrl;
    const copies = caregivers.filter(
      (caregiver) =>
        caregiver.patientId === reminder.userId &&
        caregiver.accountId !== reminder.accountId &&
        caregiver.categories.includes(REMINDER_CATEGORY[reminder.kind]),
    );
    try {
      // The patient's mail and the caregivers' copies are queued with the claim: all of them or none.
      const enqueue = async (tx: Db) => {
        await deps.outbox.enqueue(tx, reminderEmail(reminder.email, detail, url, reminder.language), {
          userId: reminder.accountId,
          now,
        });
        for (const caregiver of copies)
          await deps.outbox.enqueue(
            tx,
            reminderEmail(caregiver.email, detail, url, caregiver.language, 'caregiver'),
            { userId: caregiver.accountId, now },
          );
      };
      if (await claimAndQueue(deps.db, reminder, now, enqueue)) queued += 1 + copies.length;
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error('reminder could not be queued');
    }
  }
  if (queued > 0) deps.outbox.deliverSoon();
  if (failure !== undefined) throw failure;
  return queued;
}

/** The reminder job: every 15 minutes, logging how many mails it queued (never to whom). */
export function reminderJob(deps: ReminderDeps, log: FastifyBaseLogger): JobDefinition {
  return {
    name: 'email-reminders',
    everyMinutes: REMINDER_JOB_EVERY_MINUTES,
    runAtStart: true,
    async run(now) {
      const queued = await sendDueReminders(deps, now);
      if (queued > 0) log.info({ queued }, 'queued reminder e-mails');
    },
  };
}
