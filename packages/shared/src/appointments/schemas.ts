import { z } from '../zod.js';
import { isoDateString } from '../calendar-date.js';
import { DEFAULT_TIME_ZONE } from '../constants.js';
import { phi } from '../phi.js';
import { todayIn } from '../time.js';

/** Booking limits (characters). */
export const BOOKING_LIMITS = { doctorName: 120, purpose: 2000, hospital: 40 } as const;

/** Booking screen texts and toasts, verbatim from docs/product.md#screens-and-routes and docs/product.md#messages. */
export const BOOKING_MESSAGES = {
  incompleteTitle: 'Incomplete Form',
  incomplete: 'Please fill all required fields',
  loadClinicsFailed: 'Failed to load clinics',
  bookFailed: 'Failed to book appointment',
  authErrorTitle: 'Authentication Error',
  authError: 'Please sign in to book an appointment',
  bookedTitle: 'Appointment Booked!',
  booked: "Your appointment has been scheduled successfully. You'll receive your slot details soon.",
  selectState: 'Select state',
  selectStateFirst: 'Select state first',
  selectCity: 'Select city',
  noCities: 'Cities data not available for this state. Please try another state.',
  selectCityFirst: 'Select city first',
  noClinics: 'No clinics available',
  selectClinic: 'Select hospital/clinic',
  noClinicsFound: 'No hospitals or clinics found in this city. You can',
  addClinicLink: 'add a clinic',
  pickDate: 'Pick a date',
  timeSlotNote:
    'A time slot will be assigned automatically based on doctor availability and the queue. You will receive a confirmation once your slot is fixed.',
  booking: 'Booking...',
  book: 'Book Appointment',
  cancel: 'Cancel',
  pastDate: 'Appointment date cannot be in the past',
  invalidDate: 'Please choose a valid appointment date',
  hospitalNotInCity: 'The selected hospital/clinic is not in the chosen state and city',
} as const;

const requiredText = (max: number) =>
  z.string().trim().min(1, BOOKING_MESSAGES.incomplete).max(max, `At most ${max} characters`);

/**
 * POST /api/appointments body (docs/product.md#book-appointment, docs/product.md#booking-fields): state,
 * city, hospital (a built-in ID 'HOS00x' or one of the patient's clinic_ids),
 * doctor_name, purpose, visit_date `yyyy-MM-dd` (today or later in
 * Asia/Kolkata, checked by the server).
 */
export const bookAppointmentSchema = z.object({
  state: requiredText(80),
  city: requiredText(80),
  hospital: phi(requiredText(BOOKING_LIMITS.hospital)),
  doctor_name: phi(requiredText(BOOKING_LIMITS.doctorName)),
  purpose: phi(requiredText(BOOKING_LIMITS.purpose)),
  visit_date: phi(isoDateString(BOOKING_MESSAGES.invalidDate)),
});
export type BookAppointment = z.infer<typeof bookAppointmentSchema>;

/** Whether `date` (`yyyy-MM-dd`) is before today in the patient's time zone (docs/product.md#validation-rules "Dates before now"). */
export function isPastDate(
  date: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
): boolean {
  return date < todayIn(timeZone, now);
}

/** The visit a booking creates (docs/product.md#visits, docs/product.md#limits-and-constants: status scheduled, appointment_type consultation). */
export const bookedVisitSchema = z.object({
  id: z.string(),
  visit_date: phi(z.string()),
  visit_time: z.string().nullable(),
  status: z.string(),
  hospital_name: phi(z.string()),
  doctor_name: phi(z.string()),
  appointment_type: z.string(),
  notes: phi(z.string().nullable()),
});
export type BookedVisit = z.infer<typeof bookedVisitSchema>;

/** `:id` of an appointment (the visit's id). */
export const appointmentParamsSchema = z.object({ id: z.uuid({ error: 'Appointment not found.' }) });

/** POST /api/appointments/:id/reschedule body: the new date, today or later in the patient's time zone. */
export const rescheduleAppointmentSchema = z.object({
  visit_date: isoDateString(BOOKING_MESSAGES.invalidDate),
});
export type RescheduleAppointment = z.infer<typeof rescheduleAppointmentSchema>;

/** Status of a cancelled appointment: it leaves upcoming lists and counts (docs/product.md#screens-added-since-the-first-version). */
export const CANCELLED_VISIT_STATUS = 'cancelled';

/** Messages of cancel and reschedule. */
export const APPOINTMENT_CHANGE_MESSAGES = {
  notFound: 'Appointment not found.',
  notUpcoming: 'Only a scheduled or confirmed appointment can be changed.',
  cancelled: 'Appointment cancelled.',
  rescheduled: 'Appointment rescheduled.',
} as const;

/** Fixed values of a new booking (docs/product.md#states-and-transitions, docs/product.md#limits-and-constants). */
export const BOOKING_VISIT_STATUS = 'scheduled';
export const BOOKING_APPOINTMENT_TYPE = 'consultation';
