import type {
  Dosage,
  Extension,
  MedicationAdministration,
  MedicationStatement,
  Timing,
} from '@medplum/fhirtypes';
import { dailyDoses, scheduleShorthand, type MedicineSchedule } from '@sehat/shared';
import { ref, SYSTEMS, text } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';

/** FHIR R4 `Timing.repeat.dayOfWeek` codes, by ISO weekday (1 Monday … 7 Sunday). */
const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A schedule as an R4 `Dosage`: the doses' times of day ('08:00:00'), how the days repeat, or as needed. */
function dosageOf(schedule: MedicineSchedule, doseText: string | null): Dosage {
  const words = [doseText, scheduleShorthand(schedule)].filter(Boolean).join(' · ');
  if (schedule.type === 'as_needed') return { text: words, asNeededBoolean: true };
  const doses = dailyDoses(schedule);
  const { repeat } = schedule;
  const timing: Timing = {
    repeat: {
      timeOfDay: doses.map((dose) => `${dose.time}:00`),
      ...(repeat.kind === 'every_n_days' ? { frequency: 1, period: repeat.n, periodUnit: 'd' } : {}),
      ...(repeat.kind === 'weekdays'
        ? { dayOfWeek: repeat.days.map((day) => DAYS_OF_WEEK[day - 1] ?? 'mon') }
        : {}),
    },
  };
  const amounts = new Set(doses.map((dose) => dose.amount));
  const amount = amounts.size === 1 ? [...amounts][0] : undefined;
  return {
    text: words,
    timing,
    ...(amount === undefined ? {} : { doseAndRate: [{ doseQuantity: { value: amount } }] }),
  };
}

type MedicineRow = PatientRows['medicines'][number];

/** The stock the patient counted, as Sehat's `sehatMedicineStock` extension; none when not counted. */
function stockExtension(medicine: MedicineRow): Extension[] {
  if (medicine.stockCount === null) return [];
  return [
    {
      url: SYSTEMS.sehatMedicineStock,
      extension: [
        { url: 'count', valueDecimal: medicine.stockCount },
        ...(medicine.stockCountedOn ? [{ url: 'countedOn', valueDate: medicine.stockCountedOn }] : []),
        { url: 'unitsPerDose', valueDecimal: medicine.unitsPerDose },
      ],
    },
  ];
}

/**
 * The medicine list as FHIR R4 (docs/decisions/054-medicines.md): a `MedicationStatement` per medicine
 * (active while it is taken, completed after its end date on `today`; the medicine by its name and strength
 * as text; its schedule as a Dosage with times of day; `context` the Encounter of the record that
 * prescribed it; the stock counted as Sehat's `sehatMedicineStock` extension), and a `MedicationAdministration` per dose marked (completed when taken, not-done when
 * skipped), at its scheduled instant, `partOf`-free and `supportingInformation` its statement.
 */
export function medicineEntries(rows: PatientRows, patientUuid: string, today: string): Entry[] {
  const recordIds = new Set(rows.records.map((record) => record.id));
  const statements: Entry[] = rows.medicines.map((medicine) => {
    const stock = stockExtension(medicine);
    const statement: MedicationStatement = {
      resourceType: 'MedicationStatement',
      id: medicine.id,
      ...(stock.length > 0 ? { extension: stock } : {}),
      status: medicine.endDate !== null && medicine.endDate < today ? 'completed' : 'active',
      medicationCodeableConcept: text(
        [medicine.name, medicine.strength, medicine.form].filter(Boolean).join(' '),
      ),
      subject: ref(patientUuid),
      effectivePeriod: { start: medicine.startDate, ...(medicine.endDate ? { end: medicine.endDate } : {}) },
      dateAsserted: medicine.createdAt.toISOString(),
      dosage: [dosageOf(medicine.schedule, medicine.dose)],
      ...(medicine.medicalRecordId && recordIds.has(medicine.medicalRecordId)
        ? { context: ref(medicine.medicalRecordId) }
        : {}),
    };
    return { uuid: medicine.id, resource: statement };
  });
  const names = new Map(rows.medicines.map((m) => [m.id, [m.name, m.strength].filter(Boolean).join(' ')]));
  const administrations: Entry[] = rows.doses.map((dose) => {
    const administration: MedicationAdministration = {
      resourceType: 'MedicationAdministration',
      id: dose.id,
      status: dose.status === 'taken' ? 'completed' : 'not-done',
      ...(dose.status === 'skipped' ? { statusReason: [text('Skipped (marked by the patient)')] } : {}),
      medicationCodeableConcept: text(names.get(dose.medicineId) ?? ''),
      subject: ref(patientUuid),
      effectiveDateTime: dose.scheduledAt.toISOString(),
      supportingInformation: [ref(dose.medicineId)],
    };
    return { uuid: dose.id, resource: administration };
  });
  return [...statements, ...administrations];
}
