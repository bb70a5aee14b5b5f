import type { Appointment, Immunization } from '@medplum/fhirtypes';
import { immunizationInputSchema, isRealIsoDate, VACCINE_CVX, VACCINES } from '@sehat/shared';
import { createImmunization } from '../vaccinations/index.js';
import { createVisit } from '../visits/index.js';
import { conceptText, dayOf, displayOf, resourceKey, type BundleIndex } from './fhir-bundle-index.js';
import type { ImportPlan } from './import-items.js';

const CVX = 'http://hl7.org/fhir/sid/cvx';
const BY_CVX = new Map(
  VACCINES.flatMap((vaccine) => {
    const cvx = VACCINE_CVX[vaccine];
    return cvx ? [[cvx.code, vaccine] as const] : [];
  }),
);
/** Sehat's own export writes the place a dose was given as a note "Given at: …". */
const GIVEN_AT = /^Given at:\s*/;

/** A dose given as the vaccinations schema reads it: a catalogue vaccine by its CVX code with a dose number, else by name. */
function immunizationFields(immunization: Immunization) {
  const cvx = immunization.vaccineCode?.coding?.find((coding) => coding.system === CVX)?.code;
  const dose = immunization.protocolApplied?.[0]?.doseNumberPositiveInt ?? null;
  const vaccine = cvx && dose !== null ? (BY_CVX.get(cvx) ?? null) : null;
  const notes = (immunization.note ?? []).map((note) => note.text?.trim() ?? '').filter(Boolean);
  const place = notes.find((text) => GIVEN_AT.test(text))?.replace(GIVEN_AT, '');
  return {
    vaccine,
    vaccine_name: vaccine ? null : (conceptText(immunization.vaccineCode) ?? null),
    dose,
    given_on: dayOf(immunization.occurrenceDateTime) ?? '',
    batch: immunization.lotNumber ?? null,
    place: place ?? displayOf(immunization.location) ?? null,
    notes: notes.filter((text) => !GIVEN_AT.test(text)).join('\n') || null,
  };
}

/** FHIR appointmentstatus as a Sehat visit status: fulfilled → completed, cancelled, else scheduled. */
function visitStatus(status: Appointment['status']): string {
  if (status === 'fulfilled' || status === 'checked-in' || status === 'arrived') return 'completed';
  if (status === 'cancelled' || status === 'noshow' || status === 'entered-in-error') return 'cancelled';
  return 'scheduled';
}

/**
 * A visit from an Appointment: the day and wall-clock time as written in `start` (a start at midnight with
 * an end at 23:59:59, Sehat's own "no time", has none), the non-patient participants' names as doctor and
 * hospital.
 */
function visitValues(appointment: Appointment) {
  const start = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(appointment.start ?? '');
  const visitDate = start?.[1] ?? dayOf(appointment.start);
  if (!visitDate || !isRealIsoDate(visitDate)) return undefined;
  const allDay = start?.[2] === '00:00:00' && /T23:59:59/.test(appointment.end ?? '');
  const names = (appointment.participant ?? [])
    .filter((participant) => !participant.actor?.reference)
    .map((participant) => displayOf(participant.actor))
    .filter((name): name is string => Boolean(name));
  return {
    visitDate,
    visitTime: start && !allDay ? start[2]! : null,
    status: visitStatus(appointment.status),
    doctorName: (names[0] ?? 'Not stated').slice(0, 200),
    hospitalName: (names[1] ?? 'Not stated').slice(0, 200),
    appointmentType: (conceptText(appointment.appointmentType) ?? 'consultation').slice(0, 60),
    notes: appointment.description?.trim().slice(0, 2000) || null,
  };
}

/**
 * Vaccinations (Immunization, status completed) and visits (Appointment) from a Bundle
 * (docs/decisions/058-importing-fhir.md). A dose the vaccinations schema refuses, or one not given, is
 * skipped; the vaccinations service refuses a dose dated before birth or after today and a catalogue dose
 * already recorded (then skipped as refused).
 */
export function careItems(index: BundleIndex, plan: ImportPlan): void {
  for (const { resource, fullUrl } of index.entries) {
    if (plan.used.has(resource)) continue;
    if (resource.resourceType === 'Immunization') {
      plan.used.add(resource);
      const parsed = immunizationInputSchema.safeParse(immunizationFields(resource));
      if (resource.status !== 'completed' || !parsed.success) {
        plan.skipped.push({ resourceType: 'Immunization', reason: 'incomplete' });
        continue;
      }
      plan.items.push({
        resourceType: 'Immunization',
        key: resourceKey(resource, fullUrl),
        kind: 'vaccinations',
        files: [],
        adds: { vaccinations: 1 },
        write: (tx, _files, context) =>
          createImmunization(tx, context.patientId, parsed.data, context.timeZone, context.now),
      });
    } else if (resource.resourceType === 'Appointment') {
      plan.used.add(resource);
      const values = visitValues(resource);
      if (!values) {
        plan.skipped.push({ resourceType: 'Appointment', reason: 'incomplete' });
        continue;
      }
      plan.items.push({
        resourceType: 'Appointment',
        key: resourceKey(resource, fullUrl),
        kind: 'visits',
        files: [],
        adds: { visits: 1 },
        write: (tx, _files, context) => createVisit(tx, context.patientId, values),
      });
    }
  }
}
