import type { Observation, ObservationComponent, Quantity } from '@medplum/fhirtypes';
import {
  BLOOD_PRESSURE_CODES,
  BMI_LOINC,
  bmiOf,
  READING_CATALOGUE,
  readingFlag,
  type GlucoseContext,
  type ReadingKind,
} from '@sehat/shared';
import { coded, ref, SYSTEMS, text } from './fhir-codes.js';
import type { Entry } from './fhir-clinical.js';
import type { PatientRows } from './export.repository.js';

/** The words a glucose reading's meal context is exported with (Observation.component, text only). */
export const MEAL_CONTEXT: Record<GlucoseContext, string> = {
  fasting: 'Fasting',
  before_meal: 'Before a meal',
  after_meal: 'After a meal',
  random: 'Random (no relation to a meal stated)',
};

const FLAGS = { high: { code: 'H', display: 'High' }, low: { code: 'L', display: 'Low' } } as const;

/** A UCUM quantity: the catalogue's units are UCUM codes ('mm[Hg]', 'mg/dL', 'kg', '%', 'Cel', '/min'). */
function ucum(value: number, code: string): Quantity {
  return { value, unit: code, system: SYSTEMS.ucum, code };
}

const vitalSigns = [coded(SYSTEMS.observationCategory, 'vital-signs', 'Vital Signs')];

/**
 * One home reading as FHIR R4 vital-signs `Observation`s (docs/decisions/052-readings.md): category vital-signs,
 * LOINC-coded, `effectiveDateTime` the instant it was taken, High/Low against the catalogue's band as an
 * interpretation. Blood pressure is the 85354-9 panel with 8480-6 / 8462-4 components (a pulse taken with it
 * is its own 8867-4 heart rate, `derivedFrom` the panel); glucose is 41653-7 with the meal context as a
 * component; a temperature is exported in °C; a weight with a height on file adds a 39156-5 BMI.
 */
export function readingEntries(rows: PatientRows, patientUuid: string, newId: () => string): Entry[] {
  const heightCm = rows.profile?.heightCm ? Number(rows.profile.heightCm) : null;
  return rows.readings.flatMap((row) => {
    const kind = row.kind as ReadingKind;
    const catalogue = READING_CATALOGUE[kind];
    const context = row.context as GlucoseContext | null;
    const flag = readingFlag({ kind, value: row.value, diastolic: row.diastolic, context }, heightCm);
    const base = (id: string, code: string, display: string): Observation => ({
      resourceType: 'Observation',
      id,
      status: 'final',
      category: vitalSigns,
      code: coded(SYSTEMS.loinc, code, display),
      subject: ref(patientUuid),
      effectiveDateTime: row.takenAt.toISOString(),
    });
    const interpretation = flag
      ? { interpretation: [coded(SYSTEMS.interpretation, FLAGS[flag].code, FLAGS[flag].display)] }
      : {};
    const main: Observation = { ...base(row.id, catalogue.loinc, catalogue.loincName), ...interpretation };
    const out: Observation[] = [main];
    if (kind === 'blood_pressure') {
      const component = (code: { code: string; display: string }, value: number): ObservationComponent => ({
        code: coded(SYSTEMS.loinc, code.code, code.display),
        valueQuantity: ucum(value, 'mm[Hg]'),
      });
      main.component = [
        component(BLOOD_PRESSURE_CODES.systolic, row.value),
        ...(row.diastolic === null ? [] : [component(BLOOD_PRESSURE_CODES.diastolic, row.diastolic)]),
      ];
      if (row.pulse !== null) {
        const { code, display } = BLOOD_PRESSURE_CODES.pulse;
        out.push({
          ...base(newId(), code, display),
          valueQuantity: ucum(row.pulse, '/min'),
          derivedFrom: [ref(row.id)],
        });
      }
    } else {
      main.valueQuantity = ucum(row.value, catalogue.unit);
    }
    if (kind === 'blood_glucose' && context)
      main.component = [{ code: text('Relation to a meal'), valueString: MEAL_CONTEXT[context] }];
    const bmi = kind === 'weight' ? bmiOf(row.value, heightCm) : null;
    if (bmi !== null)
      out.push({
        ...base(newId(), BMI_LOINC.code, BMI_LOINC.display),
        valueQuantity: ucum(bmi, 'kg/m2'),
        derivedFrom: [ref(row.id)],
        ...interpretation,
      });
    return out.map((resource) => ({ uuid: resource.id!, resource }));
  });
}
