import {
  CANCELLED_VISIT_STATUS,
  isCityOf,
  isPastDate,
  type BookAppointment,
  type BookedVisit,
  type RescheduleAppointment,
  type MessageRef,
} from '@sehat/shared';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../errors/domain-errors.js';
import { resolveHospital } from '../hospitals/index.js';
import { changeUpcomingVisit, scheduleVisit } from '../visits/index.js';

const badRequest = (message: MessageRef) => invalid(message);

/**
 * Books an appointment (docs/product.md#book-appointment, docs/product.md#booking-fields): checks the
 * state/city pair is ours, the date is today or later in the patient's time zone, and
 * the hospital is a built-in one or the patient's own clinic in that state and
 * city; then creates a scheduled consultation visit with the purpose as notes.
 * Errors: 400 (bad place, past date, hospital elsewhere), 404 'Hospital Not
 * Found' (unknown ID or another patient's clinic). Nothing is written on error.
 */
export async function bookAppointment(
  db: Db,
  userId: string,
  input: BookAppointment,
  now: Date,
  timeZone: string,
): Promise<BookedVisit> {
  if (!isCityOf(input.state, input.city)) throw badRequest('booking.stateCity');
  if (isPastDate(input.visit_date, timeZone, now)) throw badRequest('booking.pastDate');

  const place = await resolveHospital(db, userId, input.hospital);
  if (!place) throw notFound('hospitals.notFound');
  if (place.state !== input.state || place.city !== input.city) throw badRequest('booking.hospitalNotInCity');

  return scheduleVisit(db, userId, {
    hospitalName: place.name,
    doctorName: input.doctor_name,
    visitDate: input.visit_date,
    purpose: input.purpose,
  });
}

/** Cancels the patient's upcoming appointment (status 'cancelled'; it leaves upcoming lists and counts). */
export function cancelAppointment(db: Db, userId: string, id: string): Promise<BookedVisit> {
  return changeUpcomingVisit(db, userId, id, { status: CANCELLED_VISIT_STATUS });
}

/** Moves the patient's upcoming appointment to `visit_date`, today or later in their time zone (400 otherwise). */
export function rescheduleAppointment(
  db: Db,
  userId: string,
  id: string,
  input: RescheduleAppointment,
  now: Date,
  timeZone: string,
): Promise<BookedVisit> {
  if (isPastDate(input.visit_date, timeZone, now)) throw badRequest('booking.pastDate');
  return changeUpcomingVisit(db, userId, id, { visitDate: input.visit_date });
}
