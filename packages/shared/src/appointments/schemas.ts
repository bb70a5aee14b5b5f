import { z } from '../zod.js';
import { isoDateString } from '../calendar-date-schema.js';
import { keyedIssue, messageKey } from '../message-key.js';
import { phi } from '../phi.js';
import { BOOKING_LIMITS } from './rules.js';

const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, messageKey('booking.incomplete'))
    .refine((v) => v.length <= max, keyedIssue({ key: 'request.textTooLong', values: { max } }));

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
  visit_date: phi(isoDateString(messageKey('booking.invalidDate'))),
});
export type BookAppointment = z.infer<typeof bookAppointmentSchema>;

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
export const appointmentParamsSchema = z.object({
  id: z.uuid({ error: messageKey('appointments.notFound') }),
});

/** POST /api/appointments/:id/reschedule body: the new date, today or later in the patient's time zone. */
export const rescheduleAppointmentSchema = z.object({
  visit_date: isoDateString(messageKey('booking.invalidDate')),
});
export type RescheduleAppointment = z.infer<typeof rescheduleAppointmentSchema>;
