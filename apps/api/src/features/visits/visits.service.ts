import {
  BOOKING_APPOINTMENT_TYPE,
  CANCELLED_VISIT_STATUS,
  BOOKING_VISIT_STATUS,
  FOLLOW_UP_STATUS,
  formatVisitType,
  sortUpcoming,
  upcomingWindow,
  type BookedVisit,
  type UpcomingItem,
  type UpcomingList,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../errors/domain-errors.js';
import {
  createVisit,
  findVisit,
  listFollowUpsInWindow,
  listVisitsInWindow,
  updateUpcomingVisit,
  type VisitRow,
} from './visits.repository.js';

/**
 * Upcoming visits and treatments (docs/product.md#screens-and-routes, docs/product.md#data-calls): today to one month ahead in
 * the patient's time zone (the dashboard's window), visits with status
 * scheduled or confirmed plus follow-ups, soonest first. Follow-ups show
 * status 'scheduled' and no time.
 */
export async function getUpcoming(
  db: Db,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<UpcomingList> {
  const window = upcomingWindow(timeZone, now);
  const [visitRows, followUps] = await Promise.all([
    listVisitsInWindow(db, userId, window),
    listFollowUpsInWindow(db, userId, window),
  ]);
  const items: UpcomingItem[] = [
    ...visitRows.map((v): UpcomingItem => ({
      kind: 'visit',
      id: v.id,
      date: v.visitDate,
      time: v.visitTime,
      status: v.status,
      hospital_name: v.hospitalName,
      doctor_name: v.doctorName,
      title: formatVisitType(v.appointmentType),
      details: v.notes,
      treatment_plan: null,
    })),
    ...followUps.map((r): UpcomingItem => ({
      kind: 'followup',
      id: r.id,
      date: r.followUpDate ?? window.from,
      time: null,
      status: FOLLOW_UP_STATUS,
      hospital_name: r.hospitalName,
      doctor_name: r.doctorName,
      title: r.primaryReason,
      details: r.diagnosis,
      treatment_plan: r.treatmentPlan,
    })),
  ];
  return { items: sortUpcoming(items), from: window.from, to: window.to };
}

/**
 * Creates a scheduled consultation for the patient (docs/product.md#visit-calls insert:
 * status 'scheduled', appointment_type 'consultation', no time yet — assigned
 * later — and the purpose in notes) and returns it as the booking contract.
 */
export async function scheduleVisit(
  db: Db,
  userId: string,
  values: { hospitalName: string; doctorName: string; visitDate: string; purpose: string },
): Promise<BookedVisit> {
  const row = await createVisit(db, userId, {
    hospitalName: values.hospitalName,
    doctorName: values.doctorName,
    visitDate: values.visitDate,
    visitTime: null,
    status: BOOKING_VISIT_STATUS,
    appointmentType: BOOKING_APPOINTMENT_TYPE,
    notes: values.purpose,
  });
  return toBookedVisit(row);
}

function toBookedVisit(row: VisitRow): BookedVisit {
  return {
    id: row.id,
    visit_date: row.visitDate,
    visit_time: row.visitTime,
    status: row.status,
    hospital_name: row.hospitalName,
    doctor_name: row.doctorName,
    appointment_type: row.appointmentType,
    notes: row.notes,
  };
}

/**
 * Changes the patient's upcoming visit (status scheduled or confirmed):
 * `cancelled` status or a new date. 404 when it is not theirs; 409 when it is
 * no longer upcoming (already cancelled, done…).
 */
export async function changeUpcomingVisit(
  db: Db,
  userId: string,
  id: string,
  change: { status: typeof CANCELLED_VISIT_STATUS } | { visitDate: string },
): Promise<BookedVisit> {
  const row = await updateUpcomingVisit(db, userId, id, change);
  if (row) return toBookedVisit(row);
  if (await findVisit(db, userId, id)) throw conflict('appointments.notUpcoming', 'NOT_UPCOMING');
  throw notFound('appointments.notFound');
}
