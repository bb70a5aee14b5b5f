import type { Observation, Resource } from '@medplum/fhirtypes';
import {
  BLOOD_PRESSURE_CODES,
  BMI_LOINC,
  GLUCOSE_CONTEXTS,
  READING_CATALOGUE,
  readingInputSchema,
  type ReadingInput,
} from '@sehat/shared';
import { MEAL_CONTEXT, SYSTEMS } from '../export/index.js';
import { createReading } from '../readings/index.js';
import { conceptText, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import type { ImportPlan, Skip } from './import-items.js';

/** LOINC codes read as each kind (the catalogue's first; then common equivalents). */
const KIND_BY_LOINC = new Map<string, ReadingInput['kind']>([
  [BLOOD_PRESSURE_CODES.panel.code, 'blood_pressure'],
  ['55284-4', 'blood_pressure'],
  [READING_CATALOGUE.blood_glucose.loinc, 'blood_glucose'],
  ['2339-0', 'blood_glucose'],
  [READING_CATALOGUE.weight.loinc, 'weight'],
  [READING_CATALOGUE.spo2.loinc, 'spo2'],
  ['2708-6', 'spo2'],
  [READING_CATALOGUE.temperature.loinc, 'temperature'],
  [READING_CATALOGUE.heart_rate.loinc, 'heart_rate'],
]);
/** Spellings read besides a kind's catalogue unit (the UCUM code the export writes). */
const OTHER_UNITS: Partial<Record<ReadingInput['kind'], string[]>> = {
  heart_rate: ['beats/min', '{beats}/min'],
};
const readsUnit = (kind: ReadingInput['kind'], unit: string) =>
  unit === READING_CATALOGUE[kind].unit || (OTHER_UNITS[kind]?.includes(unit) ?? false);
const CONTEXT_BY_WORDS = new Map(
  GLUCOSE_CONTEXTS.map((context) => [MEAL_CONTEXT[context].toLowerCase(), context]),
);

const loincOf = (resource: { code?: Observation['code'] }) =>
  resource.code?.coding?.find((coding) => coding.system === SYSTEMS.loinc)?.code;

/** The Sehat profile's own measurements (blood group, height, weight), which the export tags. */
const isPersonalInfo = (observation: Observation) =>
  observation.meta?.tag?.some((tag) => tag.system === SYSTEMS.sehatSource && tag.code === 'personal-info');

/** An Observation of the vital-signs category (a lab value of the same code is not a home reading). */
const isVitalSign = (observation: Observation) =>
  observation.category?.some((category) =>
    category.coding?.some(
      (coding) => coding.system === SYSTEMS.observationCategory && coding.code === 'vital-signs',
    ),
  );

/** A value and its unit (the UCUM code, else the unit as written). */
const quantityOf = (observation: Pick<Observation, 'valueQuantity'>) => ({
  value: observation.valueQuantity?.value,
  unit: observation.valueQuantity?.code?.trim() || observation.valueQuantity?.unit?.trim() || '',
});

/** A glucose reading's meal context: the export's words in a component, else random. */
function glucoseContext(observation: Observation) {
  const words = observation.component
    ?.map(
      (component) =>
        component.valueString?.trim().toLowerCase() ?? conceptText(component.valueCodeableConcept),
    )
    .find((text) => text && CONTEXT_BY_WORDS.has(text.toLowerCase()));
  return words ? CONTEXT_BY_WORDS.get(words.toLowerCase())! : 'random';
}

/**
 * One vital-signs Observation as the readings schema's input, or undefined when a value or a unit it reads
 * is missing. `pulse` is the heart rate taken with a blood pressure.
 */
function readingInput(observation: Observation, pulse: Observation | undefined): unknown {
  const kind = KIND_BY_LOINC.get(loincOf(observation) ?? '');
  const taken_at = observation.effectiveDateTime ?? observation.effectiveInstant;
  if (!kind || !taken_at) return undefined;
  if (kind === 'blood_pressure') {
    const part = (code: string) =>
      quantityOf(observation.component?.find((component) => loincOf(component) === code) ?? {}).value;
    const systolic = part(BLOOD_PRESSURE_CODES.systolic.code);
    const diastolic = part(BLOOD_PRESSURE_CODES.diastolic.code);
    if (systolic === undefined || diastolic === undefined) return undefined;
    return { kind, taken_at, systolic, diastolic, pulse: pulse ? quantityOf(pulse).value : null };
  }
  const { value, unit } = quantityOf(observation);
  if (value === undefined) return undefined;
  if (kind === 'temperature') {
    const scale =
      unit === 'Cel' || unit === '°C' ? 'C' : unit === '[degF]' || unit === '°F' ? 'F' : undefined;
    return scale ? { kind, taken_at, value, unit: scale } : undefined;
  }
  if (!readsUnit(kind, unit)) return undefined;
  return kind === 'blood_glucose'
    ? { kind, taken_at, value, context: glucoseContext(observation) }
    : { kind, taken_at, value };
}

/**
 * Home readings from the vital-signs Observations (category vital-signs) no lab report took
 * (docs/decisions/058-importing-fhir.md):
 * blood pressure (the 85354-9 panel's 8480-6 / 8462-4 components, with the 8867-4 heart rate derived from
 * it as its pulse), blood glucose (41653-7 or 2339-0, mg/dL, the meal context as the export words it),
 * weight (kg), SpO2 (%), temperature (°C or °F) and heart rate, in the units the export writes. A BMI
 * derived from a weight that becomes a reading is that reading's (Sehat computes it). The profile's own
 * measurements are profile details. A value the readings schema refuses (implausible) is skipped as
 * refused; the service refuses a reading dated in the future.
 */
export function readingItems(index: BundleIndex, plan: ImportPlan): void {
  const observations = index.entries.filter(
    (entry): entry is { fullUrl: string | undefined; resource: Observation } =>
      entry.resource.resourceType === 'Observation' && !plan.used.has(entry.resource),
  );
  const derived = new Map<Resource, Observation[]>();
  for (const { resource } of observations)
    for (const source of resource.derivedFrom ?? []) {
      const found = index.resolve(source);
      if (found) derived.set(found, [...(derived.get(found) ?? []), resource]);
    }
  const skip = (reason: Skip['reason']) => plan.skipped.push({ resourceType: 'Observation', reason });

  for (const { resource, fullUrl } of observations) {
    if (plan.used.has(resource)) continue;
    if (isPersonalInfo(resource)) {
      plan.used.add(resource);
      skip('profileDetails');
      continue;
    }
    const kind = KIND_BY_LOINC.get(loincOf(resource) ?? '');
    if (!kind || !isVitalSign(resource) || resource.derivedFrom?.length) continue;
    plan.used.add(resource);
    const parts = derived.get(resource) ?? [];
    const pulse = parts.find((part) => loincOf(part) === BLOOD_PRESSURE_CODES.pulse.code);
    const input = readingInput(resource, kind === 'blood_pressure' ? pulse : undefined);
    const parsed = input === undefined ? undefined : readingInputSchema.safeParse(input);
    if (!parsed?.success) {
      skip(parsed ? 'refused' : 'incomplete');
      continue;
    }
    for (const part of parts)
      if (
        (kind === 'blood_pressure' && part === pulse) ||
        (kind === 'weight' && loincOf(part) === BMI_LOINC.code)
      )
        plan.used.add(part);
    plan.items.push({
      resourceType: 'Observation',
      key: resourceKey(resource, fullUrl),
      kind: 'readings',
      files: [],
      adds: { readings: 1 },
      write: (tx, _files, context) => createReading(tx, context.patientId, parsed.data, context.now),
    });
  }
}
