import type { Annotation, Immunization } from '@medplum/fhirtypes';
import { isVaccine, UIP_SCHEDULE, VACCINATION_MESSAGES, VACCINE_CVX, type Vaccine } from '@sehat/shared';
import { coded, ref, SYSTEMS, text } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';

/** The English name of a catalogue vaccine in the export (the shared table's `vaccinations.name_*`). */
const nameOf = (vaccine: Vaccine) => VACCINATION_MESSAGES[`name_${vaccine}`];

/** The vaccine's CVX coding with its name as text, or its name alone. */
const cvxOrText = (vaccine: Vaccine | null, name: string) => {
  const cvx = vaccine ? VACCINE_CVX[vaccine] : null;
  return cvx ? { ...coded(SYSTEMS.cvx, cvx.code, cvx.display), text: name } : text(name);
};

/** The schedule's name of a catalogue dose ('Pentavalent-2'), for `protocolApplied.series`. */
const seriesOf = (vaccine: Vaccine, dose: number) =>
  UIP_SCHEDULE.find((d) => d.vaccine === vaccine && d.dose === dose)?.label;

/**
 * One FHIR R4 `Immunization` per dose given (docs/decisions/055-vaccinations.md): status completed,
 * `vaccineCode` the catalogue's CVX code where it has one (else text only, and the patient's own name of
 * another vaccine), `occurrenceDateTime` the day given, `lotNumber` the batch, where it was given and the
 * notes as notes, and `protocolApplied.doseNumberPositiveInt` the dose's number in its series. Recorded by
 * the patient, so `primarySource` is false.
 */
export function immunizationEntries(rows: PatientRows, patientUuid: string): Entry[] {
  return rows.immunizations.map((row) => {
    const vaccine = row.vaccine !== null && isVaccine(row.vaccine) ? row.vaccine : null;
    const name = vaccine ? nameOf(vaccine) : (row.vaccineName ?? 'Vaccine');
    const note: Annotation[] = [
      ...(row.place ? [{ text: `Given at: ${row.place}` }] : []),
      ...(row.notes ? [{ text: row.notes }] : []),
    ];
    const series = vaccine && row.dose !== null ? seriesOf(vaccine, row.dose) : undefined;
    const resource: Immunization = {
      resourceType: 'Immunization',
      id: row.id,
      status: 'completed',
      vaccineCode: cvxOrText(vaccine, name),
      patient: ref(patientUuid),
      occurrenceDateTime: row.givenOn,
      primarySource: false,
      ...(row.batch ? { lotNumber: row.batch } : {}),
      ...(note.length > 0 ? { note } : {}),
      ...(row.dose !== null
        ? { protocolApplied: [{ ...(series ? { series } : {}), doseNumberPositiveInt: row.dose }] }
        : {}),
    };
    return { uuid: row.id, resource };
  });
}
