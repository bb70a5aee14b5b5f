import {
  ADULT_SOURCE,
  dosesToAttend,
  givenOnRefusal,
  todayIn,
  UIP_SOURCE,
  vaccinationSchedule,
  type GivenDose,
  type Immunization,
  type ImmunizationFields,
  type ScheduleItem,
  type Vaccinations,
  type Vaccine,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { conflict, invalid, notFound } from '../../errors/domain-errors.js';
import { isUniqueViolation } from '../clinics/index.js';
import {
  birthOf,
  deleteImmunization,
  findImmunization,
  insertImmunization,
  scheduleInputs,
  updateImmunization,
  type ImmunizationRow,
  type ImmunizationValuesRow,
} from './vaccinations.repository.js';

const vaccinationNotFound = () => notFound('vaccinations.notFound');

/** A row as the API answers it. */
export function toImmunization(row: ImmunizationRow): Immunization {
  return {
    id: row.id,
    vaccine: row.vaccine as Vaccine | null,
    vaccine_name: row.vaccineName,
    dose: row.dose,
    given_on: row.givenOn,
    batch: row.batch,
    place: row.place,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}

const givenDoses = (rows: readonly ImmunizationRow[]): GivenDose[] =>
  rows.map((row) => ({ id: row.id, vaccine: row.vaccine, dose: row.dose, given_on: row.givenOn }));

/**
 * The patient's schedule on today in `timeZone` (shared `vaccinationSchedule`), computed from the date of birth
 * on the profile and the doses given; empty without a date of birth.
 */
export async function scheduleOf(
  db: Db,
  patientId: string,
  today: string,
): Promise<{ birthDate: string | null; schedule: ScheduleItem[]; rows: ImmunizationRow[] }> {
  const { birthDate, sex, rows } = await scheduleInputs(db, patientId);
  const schedule = birthDate ? vaccinationSchedule({ birthDate, sex, given: givenDoses(rows), today }) : [];
  return { birthDate, schedule, rows };
}

/**
 * The doses the patient should attend to on `today` (shared `dosesToAttend`: due, overdue, or a week before
 * due; never optional ones): the dashboard's "today" and the bell's reminders.
 */
export async function vaccinesToAttend(db: Db, patientId: string, today: string): Promise<ScheduleItem[]> {
  return dosesToAttend((await scheduleOf(db, patientId, today)).schedule, today);
}

/** GET /api/vaccinations: the schedule on today in the patient's zone, its sources and every dose given. */
export async function getVaccinations(
  db: Db,
  patientId: string,
  timeZone: string,
  now: Date,
): Promise<Vaccinations> {
  const today = todayIn(timeZone, now);
  const { birthDate, schedule, rows } = await scheduleOf(db, patientId, today);
  return {
    birth_date: birthDate,
    today,
    schedule,
    sources: { child: UIP_SOURCE, adult: ADULT_SOURCE },
    given: rows.map(toImmunization),
  };
}

/** The patient's dose (GET /api/vaccinations/:id); another patient's → 404. */
export async function getImmunization(db: Db, patientId: string, id: string): Promise<Immunization> {
  const row = await findImmunization(db, patientId, id);
  if (!row) throw vaccinationNotFound();
  return toImmunization(row);
}

/** 400 a dose dated after today in the patient's zone or before their date of birth. */
async function assertGivenOn(db: Db, patientId: string, givenOn: string, today: string): Promise<void> {
  const refusal = givenOnRefusal(givenOn, (await birthOf(db, patientId)).birthDate, today);
  if (refusal) throw invalid(refusal);
}

const valuesOf = (fields: ImmunizationFields): ImmunizationValuesRow => ({
  vaccine: fields.vaccine,
  vaccineName: fields.vaccine ? null : fields.vaccine_name,
  dose: fields.dose,
  givenOn: fields.given_on,
  batch: fields.batch,
  place: fields.place,
  notes: fields.notes,
});

/** Runs a write; a catalogue dose already given (the unique index) → 409 vaccinations.duplicate. */
async function once<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('vaccinations.duplicate');
    throw error;
  }
}

/**
 * Records a dose given (POST /api/vaccinations). 400 dated before birth or after today (`timeZone`); 409 a
 * catalogue dose already given. Nothing is stored then.
 */
export async function createImmunization(
  db: Db,
  patientId: string,
  fields: ImmunizationFields,
  timeZone: string,
  now: Date,
): Promise<Immunization> {
  await assertGivenOn(db, patientId, fields.given_on, todayIn(timeZone, now));
  return toImmunization(await once(() => insertImmunization(db, patientId, valuesOf(fields))));
}

/** Replaces a dose (PUT /api/vaccinations/:id). 400 and 409 as create; 404 another patient's. */
export async function editImmunization(
  db: Db,
  patientId: string,
  id: string,
  fields: ImmunizationFields,
  timeZone: string,
  now: Date,
): Promise<Immunization> {
  await assertGivenOn(db, patientId, fields.given_on, todayIn(timeZone, now));
  const row = await once(() => updateImmunization(db, patientId, id, valuesOf(fields)));
  if (!row) throw vaccinationNotFound();
  return toImmunization(row);
}

/** Deletes a dose (DELETE /api/vaccinations/:id). 404 another patient's. */
export async function removeImmunization(db: Db, patientId: string, id: string): Promise<void> {
  if (!(await deleteImmunization(db, patientId, id))) throw vaccinationNotFound();
}
