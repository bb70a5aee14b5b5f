import type { DiagnosticReport, Observation } from '@medplum/fhirtypes';
import { createLabReportSchema, LAB_TESTS, labResultInputSchema } from '@sehat/shared';
import { createLabReport } from '../lab-reports/index.js';
import { conceptText, dayOf, displayOf, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import type { ImportPlan, InlineFile } from './import-items.js';

const BY_LOINC = new Map(LAB_TESTS.map((test) => [test.loinc, test]));

/** An Observation's value as printed ('6.9', '<5', 'Positive'), or undefined. */
function valueText(observation: Observation): string | undefined {
  const quantity = observation.valueQuantity;
  if (quantity?.value !== undefined) return `${quantity.comparator ?? ''}${quantity.value}`;
  if (observation.valueString?.trim()) return observation.valueString.trim();
  if (observation.valueInteger !== undefined) return String(observation.valueInteger);
  if (observation.valueBoolean !== undefined) return observation.valueBoolean ? 'Positive' : 'Negative';
  return conceptText(observation.valueCodeableConcept);
}

/** The first reference range as Sehat reads one: '70-100', '< 200', '> 40', else its text. */
function rangeText(observation: Observation): string | undefined {
  const range = observation.referenceRange?.[0];
  const low = range?.low?.value;
  const high = range?.high?.value;
  if (low !== undefined && high !== undefined) return `${low}-${high}`;
  if (high !== undefined) return `< ${high}`;
  if (low !== undefined) return `> ${low}`;
  return range?.text?.trim() || undefined;
}

/**
 * One Observation as a result row the shared schema accepts, or undefined: the catalogue's test when its
 * LOINC code is the catalogue's and the unit is the catalogue's (or absent); else a custom test by name
 * with its unit and range; else the same without the range (a text value such as 'Positive' cannot carry
 * a numeric range).
 */
function resultRow(observation: Observation) {
  const value = valueText(observation);
  const name = conceptText(observation.code);
  if (!value || !name) return undefined;
  const unit = observation.valueQuantity?.unit?.trim() || observation.valueQuantity?.code?.trim() || '';
  const range = rangeText(observation);
  const loinc = observation.code?.coding?.find((coding) => coding.system === 'http://loinc.org')?.code;
  const test = loinc ? BY_LOINC.get(loinc) : undefined;
  const candidates = [
    ...(test && (!unit || unit === test.unit)
      ? [{ test_code: test.code, value, reference_range: range }]
      : []),
    { test_name: name, unit, value, reference_range: range },
    { test_name: name, unit, value },
  ];
  for (const candidate of candidates) {
    const parsed = labResultInputSchema.safeParse(candidate);
    if (parsed.success) return { candidate, key: parsed.data.test_code ?? `custom:${name.toLowerCase()}` };
  }
  return undefined;
}

/**
 * Lab reports from a Bundle (docs/decisions/058-importing-fhir.md): one per DiagnosticReport, with one row
 * per Observation of its `result` that reads as a row (others are skipped as incomplete; a test twice keeps
 * the first), the lab (`performer`) and the report's day; its inline `presentedForm` and the inline
 * DocumentReferences that relate to it become its files. A report the shared schema refuses is skipped.
 */
export function labItems(index: BundleIndex, plan: ImportPlan, today: string): void {
  const reports = index.entries
    .map((entry) => entry.resource)
    .filter((resource): resource is DiagnosticReport => resource.resourceType === 'DiagnosticReport');
  const relatedFiles = new Map<DiagnosticReport, InlineFile[]>();
  for (const { resource } of index.entries) {
    if (resource.resourceType !== 'DocumentReference') continue;
    const report = (resource.context?.related ?? [])
      .map((reference) => index.resolve(reference))
      .find((found): found is DiagnosticReport => found?.resourceType === 'DiagnosticReport');
    const file = resource.content
      ?.map((content) => index.fileOf(content.attachment, 'lab-reports'))
      .find(Boolean);
    if (!report || !file) continue;
    relatedFiles.set(report, [...(relatedFiles.get(report) ?? []), file]);
    plan.used.add(resource);
  }

  for (const report of reports) {
    plan.used.add(report);
    const rows: NonNullable<ReturnType<typeof resultRow>>['candidate'][] = [];
    const keys = new Set<string>();
    for (const reference of report.result ?? []) {
      const observation = index.resolve(reference);
      if (observation?.resourceType !== 'Observation' || plan.used.has(observation)) continue;
      plan.used.add(observation);
      const row = resultRow(observation);
      if (!row || keys.has(row.key)) {
        plan.skipped.push({ resourceType: 'Observation', reason: 'incomplete' });
        continue;
      }
      keys.add(row.key);
      rows.push(row.candidate);
    }
    const composition = index.composition(report);
    const parsed = createLabReportSchema(today).safeParse({
      lab_name: displayOf(report.performer?.[0]) ?? displayOf(composition?.custodian) ?? 'Not stated',
      report_date: dayOf(report.effectiveDateTime ?? report.effectivePeriod?.start ?? report.issued),
      ordering_doctor: displayOf(report.resultsInterpreter?.[0]) ?? null,
      results: rows,
    });
    if (!parsed.success) {
      plan.skipped.push({
        resourceType: 'DiagnosticReport',
        reason: rows.length > 0 ? 'refused' : 'incomplete',
      });
      continue;
    }
    const files = [
      ...(report.presentedForm ?? [])
        .map((form) => index.fileOf(form, 'lab-reports'))
        .filter((file) => file !== undefined),
      ...(relatedFiles.get(report) ?? []),
    ];
    plan.items.push({
      resourceType: 'DiagnosticReport',
      key: resourceKey(report, index.entryOf(report)?.fullUrl),
      kind: 'lab_reports',
      files,
      adds: { lab_reports: 1, lab_results: rows.length },
      write: (tx, stored, context) =>
        createLabReport(tx, context.patientId, parsed.data, stored, context.now, context.timeZone),
    });
  }
}
