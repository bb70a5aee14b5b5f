import {
  adherenceOver,
  isCurrent,
  refillDate,
  todayIn,
  type DoseStatus,
  type MarkedDose,
  type Medicine,
  type MedicineFields,
  type MedicineForm,
  type MedicineList,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { notFound } from '../../errors/domain-errors.js';
import {
  deleteMedicine,
  dosesBetween,
  findMedicine,
  insertMedicine,
  listMedicines,
  recordIsPatients,
  updateMedicine,
  type DoseRow,
  type MedicineRow,
  type MedicineValuesRow,
} from './medicines.repository.js';

export const medicineNotFound = () => notFound('medicines.notFound');
const DAY_MS = 86_400_000;
/** Doses read for adherence: 30 days and one more, so the oldest local day is whole in any zone. */
const ADHERENCE_READ_MS = 31 * DAY_MS;

const marked = (rows: readonly DoseRow[]): MarkedDose[] =>
  rows.map((row) => ({ scheduled_at: row.scheduledAt.toISOString(), status: row.status as DoseStatus }));

/**
 * A row as the API answers it, with adherence over 7 and 30 days from `doses` (its marked doses of the last
 * 31 days; null for a medicine taken as needed), the refill date from its stock, and whether it is current.
 */
export function toMedicine(
  row: MedicineRow,
  doses: readonly DoseRow[],
  now: Date,
  timeZone: string,
): Medicine {
  const span = { schedule: row.schedule, start_date: row.startDate, end_date: row.endDate };
  const asNeeded = row.schedule.type === 'as_needed';
  const adherence = (days: number) =>
    asNeeded ? null : adherenceOver(span, marked(doses), now, timeZone, days);
  return {
    id: row.id,
    name: row.name,
    strength: row.strength,
    form: row.form as MedicineForm | null,
    dose: row.dose,
    schedule: row.schedule,
    start_date: row.startDate,
    end_date: row.endDate,
    medical_record_id: row.medicalRecordId,
    stock_count: row.stockCount,
    stock_counted_on: row.stockCountedOn,
    units_per_dose: row.unitsPerDose,
    current: isCurrent(span, todayIn(timeZone, now)),
    adherence_7d: adherence(7),
    adherence_30d: adherence(30),
    refill_on:
      row.stockCount === null || row.stockCountedOn === null
        ? null
        : refillDate(span, {
            count: row.stockCount,
            counted_on: row.stockCountedOn,
            units_per_dose: row.unitsPerDose,
          }),
    created_at: row.createdAt.toISOString(),
  };
}

/** A prescribing record that is not the patient's (or does not exist) → 404 medicines.recordNotFound. */
async function assertRecord(db: Db, patientId: string, recordId: string | null): Promise<void> {
  if (recordId !== null && !(await recordIsPatients(db, patientId, recordId)))
    throw notFound('medicines.recordNotFound');
}

/**
 * The columns a validated input writes. The stock is counted on `today` (the patient's) when it is entered
 * or changed; an edit that keeps the same count keeps the day it was counted.
 */
function valuesOf(fields: MedicineFields, today: string, before: MedicineRow | null): MedicineValuesRow {
  const sameStock = before !== null && before.stockCount === fields.stock_count;
  return {
    name: fields.name,
    strength: fields.strength,
    form: fields.form,
    dose: fields.dose,
    schedule: fields.schedule,
    startDate: fields.start_date,
    endDate: fields.end_date,
    medicalRecordId: fields.medical_record_id,
    stockCount: fields.stock_count,
    stockCountedOn: fields.stock_count === null ? null : sameStock ? before.stockCountedOn : today,
    unitsPerDose: fields.units_per_dose,
  };
}

/** The patient's marked doses of the last 31 days before `now`, by medicine id. */
async function recentDoses(db: Db, patientId: string, now: Date): Promise<Map<string, DoseRow[]>> {
  const rows = await dosesBetween(
    db,
    patientId,
    new Date(now.getTime() - ADHERENCE_READ_MS),
    new Date(now.getTime() + DAY_MS),
  );
  const byMedicine = new Map<string, DoseRow[]>();
  for (const row of rows) byMedicine.set(row.medicineId, [...(byMedicine.get(row.medicineId) ?? []), row]);
  return byMedicine;
}

/** Every medicine of the patient (GET /api/medicines): current ones first, then by name. */
export async function listMedicinesOf(
  db: Db,
  patientId: string,
  now: Date,
  timeZone: string,
): Promise<MedicineList> {
  const [rows, doses] = await Promise.all([listMedicines(db, patientId), recentDoses(db, patientId, now)]);
  const items = rows.map((row) => toMedicine(row, doses.get(row.id) ?? [], now, timeZone));
  return { items: [...items.filter((m) => m.current), ...items.filter((m) => !m.current)] };
}

/** The patient's medicine (GET /api/medicines/:id); another patient's → 404. */
export async function getMedicine(
  db: Db,
  patientId: string,
  id: string,
  now: Date,
  timeZone: string,
): Promise<Medicine> {
  const [row, doses] = await Promise.all([findMedicine(db, patientId, id), recentDoses(db, patientId, now)]);
  if (!row) throw medicineNotFound();
  return toMedicine(row, doses.get(row.id) ?? [], now, timeZone);
}

/** Adds a medicine (POST /api/medicines). 404 a prescribing record that is not the patient's; nothing stored then. */
export async function createMedicine(
  db: Db,
  patientId: string,
  fields: MedicineFields,
  now: Date,
  timeZone: string,
): Promise<Medicine> {
  await assertRecord(db, patientId, fields.medical_record_id);
  const row = await insertMedicine(db, patientId, valuesOf(fields, todayIn(timeZone, now), null));
  return toMedicine(row, [], now, timeZone);
}

/** Replaces a medicine (PUT /api/medicines/:id). 404 another patient's medicine or record. */
export async function editMedicine(
  db: Db,
  patientId: string,
  id: string,
  fields: MedicineFields,
  now: Date,
  timeZone: string,
): Promise<Medicine> {
  const before = await findMedicine(db, patientId, id);
  if (!before) throw medicineNotFound();
  await assertRecord(db, patientId, fields.medical_record_id);
  const row = await updateMedicine(db, patientId, id, valuesOf(fields, todayIn(timeZone, now), before));
  if (!row) throw medicineNotFound();
  return getMedicine(db, patientId, row.id, now, timeZone);
}

/** Deletes a medicine and its marked doses (DELETE /api/medicines/:id). 404 another patient's. */
export async function removeMedicine(db: Db, patientId: string, id: string): Promise<void> {
  if (!(await deleteMedicine(db, patientId, id))) throw medicineNotFound();
}
