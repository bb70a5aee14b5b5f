/**
 * The booking contract's limits, messages and plain helpers, without zod: `schemas.ts` builds its
 * schemas on them, and a screen that needs only these does not load zod at first paint
 * (docs/decisions/048-signed-in-screens-without-zod.md).
 */
import { DEFAULT_TIME_ZONE } from '../constants.js';
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
  stateCity: 'Please select a state and one of its cities',
  invalidDate: 'Please choose a valid appointment date',
  hospitalNotInCity: 'The selected hospital/clinic is not in the chosen state and city',
} as const;

/** Whether `date` (`yyyy-MM-dd`) is before today in the patient's time zone (docs/product.md#validation-rules "Dates before now"). */
export function isPastDate(
  date: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  now: Date = new Date(),
): boolean {
  return date < todayIn(timeZone, now);
}

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
