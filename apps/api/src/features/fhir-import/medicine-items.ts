import type { Dosage, MedicationStatement } from '@medplum/fhirtypes';
import {
  doseMarkSchema,
  MEDICINE_FORMS,
  medicineInputSchema,
  patternDoses,
  type DoseRepeat,
  type MedicineInput,
} from '@sehat/shared';
import { notFound } from '../../errors/domain-errors.js';
import { SYSTEMS } from '../export/index.js';
import { createMedicine, markDose } from '../medicines/index.js';
import { conceptText, dayOf, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import { importedRecordId } from './fhir-import.repository.js';
import type { ImportPlan } from './import-items.js';

/** FHIR `Timing.repeat.dayOfWeek` codes, by ISO weekday (1 Monday … 7 Sunday). */
const DAYS_OF_WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
/** A strength at the end of a medicine's words: '500 mg', '0.5 mg/ml', '100 IU', '1%'. */
const STRENGTH = /\s(\d+(?:\.\d+)?\s*(?:mg|mcg|µg|g|ml|iu|units?|%)(?:\s*\/\s*\d*\s*(?:ml|g|dose))?)$/i;

/** Name, strength and form from the words the export writes: "Metformin 500 mg tablet". */
function medicineWords(text: string) {
  let rest = text.trim();
  const last = rest.slice(rest.lastIndexOf(' ') + 1).toLowerCase();
  const form = rest.includes(' ') && (MEDICINE_FORMS as readonly string[]).includes(last) ? last : null;
  if (form) rest = rest.slice(0, rest.lastIndexOf(' '));
  const strength = STRENGTH.exec(rest)?.[1] ?? null;
  if (strength) rest = rest.slice(0, rest.length - strength.length).trim();
  return { name: rest, strength, form: form as MedicineInput['form'] };
}

/** How a Timing's days repeat: every `period` days, on weekdays, else daily. */
function repeatOf(dosage: Dosage): DoseRepeat {
  const repeat = dosage.timing?.repeat;
  if (repeat?.periodUnit === 'd' && (repeat.period ?? 1) >= 2)
    return { kind: 'every_n_days', n: repeat.period! };
  const days = (repeat?.dayOfWeek ?? []).map((day) => DAYS_OF_WEEK.indexOf(day) + 1).filter((day) => day > 0);
  return days.length > 0 ? { kind: 'weekdays', days } : { kind: 'daily' };
}

/**
 * A Dosage as a schedule and its dose text. Sehat's export writes "dose · shorthand" ('1 tablet after food ·
 * 1-0-1'), so a pattern the shorthand names is kept as the pattern; otherwise the times of day (with the
 * one amount) are the schedule and the text, less the shorthand of those times, is the dose.
 */
function scheduleOf(dosage: Dosage | undefined): { schedule: unknown; dose: string | null } | undefined {
  if (!dosage) return undefined;
  const repeat = repeatOf(dosage);
  const suffix =
    repeat.kind === 'every_n_days'
      ? ` /${repeat.n} d`
      : repeat.kind === 'weekdays'
        ? ` · ${repeat.days.join(',')}`
        : '';
  const words = (dosage.text ?? '').trim();
  const text = suffix && words.endsWith(suffix) ? words.slice(0, -suffix.length) : words;
  const split = text.lastIndexOf(' · ');
  const [head, tail] = split < 0 ? ['', text] : [text.slice(0, split), text.slice(split + 3)];
  if (dosage.asNeededBoolean)
    return { schedule: { type: 'as_needed' }, dose: (tail === 'SOS' ? head : text) || null };
  if (/^[\d½.]+(-[\d½.]+){2,3}$/.test(tail) && patternDoses(tail) !== null)
    return { schedule: { type: 'pattern', pattern: tail, repeat }, dose: head || null };
  const times = (dosage.timing?.repeat?.timeOfDay ?? []).map((time) => time.slice(0, 5));
  if (times.length === 0) return undefined;
  const amount = dosage.doseAndRate?.[0]?.doseQuantity?.value ?? 1;
  const dose = tail === times.join(', ') ? head : text;
  return { schedule: { type: 'times', times, amount, repeat }, dose: dose || null };
}

/** A MedicationStatement as the medicines schema's input, or undefined when it names no schedule or start. */
/** The stock of Sehat's `sehatMedicineStock` extension: units counted and units per dose, when present. */
function stockOf(statement: MedicationStatement) {
  const stock = statement.extension?.find((extension) => extension.url === SYSTEMS.sehatMedicineStock);
  const value = (url: string) => stock?.extension?.find((part) => part.url === url)?.valueDecimal;
  const count = value('count');
  const units = value('unitsPerDose');
  return {
    ...(count === undefined ? {} : { stock_count: count }),
    ...(units === undefined ? {} : { units_per_dose: units }),
  };
}

function medicineInput(statement: MedicationStatement): MedicineInput | undefined {
  const words = conceptText(statement.medicationCodeableConcept);
  const plan = scheduleOf(statement.dosage?.[0]);
  const start = dayOf(statement.effectivePeriod?.start ?? statement.effectiveDateTime);
  if (!words || !plan || !start) return undefined;
  return {
    ...medicineWords(words),
    dose: plan.dose,
    schedule: plan.schedule,
    start_date: start,
    end_date: dayOf(statement.effectivePeriod?.end) ?? null,
    ...stockOf(statement),
  };
}

/**
 * The medicine list from a Bundle (docs/decisions/058-importing-fhir.md): a MedicationStatement is a
 * medicine (name, strength and form from its words, its schedule and dose from its Dosage, its period, the
 * stock of Sehat's `sehatMedicineStock` extension (counted again on the day of the import: the medicines
 * service dates every count it is given); the
 * medical record that prescribed it when its `context` Encounter became one, in this import or an earlier
 * one). A MedicationAdministration whose `supportingInformation` is such a statement is a dose marked taken
 * (completed) or skipped (not-done) at its instant; the doses service refuses one outside the schedule or in
 * the future. Run after `recordItems`.
 */
export function medicineItems(index: BundleIndex, plan: ImportPlan): void {
  const statements = new Map<MedicationStatement, string | undefined>();
  for (const { resource, fullUrl } of index.entries) {
    if (resource.resourceType !== 'MedicationStatement' || plan.used.has(resource)) continue;
    plan.used.add(resource);
    const input = medicineInput(resource);
    const parsed = input ? medicineInputSchema.safeParse(input) : undefined;
    if (!parsed?.success) {
      plan.skipped.push({ resourceType: 'MedicationStatement', reason: parsed ? 'refused' : 'incomplete' });
      continue;
    }
    const key = resourceKey(resource, fullUrl);
    statements.set(resource, key);
    const encounter = index.resolve(resource.context);
    const recordKey =
      encounter?.resourceType === 'Encounter'
        ? resourceKey(encounter, index.entryOf(encounter)?.fullUrl)
        : undefined;
    plan.items.push({
      resourceType: 'MedicationStatement',
      key,
      kind: 'medicines',
      files: [],
      adds: { medicines: 1 },
      write: async (tx, _files, context) => {
        const record = recordKey ? await importedRecordId(tx, context.patientId, recordKey) : undefined;
        const fields = { ...parsed.data, medical_record_id: record ?? null };
        return createMedicine(tx, context.patientId, fields, context.now, context.timeZone);
      },
    });
  }

  for (const { resource, fullUrl } of index.entries) {
    if (resource.resourceType !== 'MedicationAdministration' || plan.used.has(resource)) continue;
    plan.used.add(resource);
    const statement = index.resolve(resource.supportingInformation?.[0]);
    const statementKey =
      statement?.resourceType === 'MedicationStatement' ? statements.get(statement) : undefined;
    const status =
      resource.status === 'completed' ? 'taken' : resource.status === 'not-done' ? 'skipped' : '';
    const parsed = doseMarkSchema.safeParse({ scheduled_at: resource.effectiveDateTime, status });
    if (!statementKey || !parsed.success) {
      plan.skipped.push({ resourceType: 'MedicationAdministration', reason: 'incomplete' });
      continue;
    }
    plan.items.push({
      resourceType: 'MedicationAdministration',
      key: resourceKey(resource, fullUrl),
      kind: 'doses',
      files: [],
      adds: { doses: 1 },
      write: async (tx, _files, context) => {
        const medicine = await importedRecordId(tx, context.patientId, statementKey);
        if (!medicine) throw notFound('medicines.notFound');
        return markDose(tx, context.patientId, medicine, parsed.data, context.now, context.timeZone);
      },
    });
  }
}
