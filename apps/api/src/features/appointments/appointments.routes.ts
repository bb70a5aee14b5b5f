import {
  appointmentParamsSchema,
  bookAppointmentSchema,
  bookedVisitSchema,
  errorEnvelopeSchema,
  rescheduleAppointmentSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { bookAppointment, cancelAppointment, rescheduleAppointment } from './appointments.service.js';

/** Booking, cancelling and rescheduling (docs/product.md#book-appointment; docs/product.md#screens-added-since-the-first-version), mounted under /api behind the session guard. */
export function appointmentsRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /api/appointments {state, city, hospital ('HOS00x' or own
     * clinic_id), doctor_name, purpose, visit_date yyyy-MM-dd} → 201 the
     * visit created {status 'scheduled', appointment_type 'consultation',
     * notes = purpose, visit_time null}. 400: a blank field ('Please fill all
     * required fields'), a date before today in the patient's time zone, a hospital not
     * in that state/city. 404: unknown hospital or another patient's clinic.
     */
    app.post(
      '/appointments',
      {
        schema: {
          tags: ['appointments'],
          summary: 'Book an appointment',
          body: bookAppointmentSchema,
          response: { 201: bookedVisitSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await bookAppointment(db, request.patient.id, request.body, now(), request.patient.timeZone)),
    );

    const changeErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

    /**
     * POST /api/appointments/:id/cancel → the visit with status 'cancelled'.
     * 404 another patient's; 409 not scheduled or confirmed any more.
     */
    app.post(
      '/appointments/:id/cancel',
      {
        schema: {
          tags: ['appointments'],
          summary: 'Cancel an upcoming appointment',
          params: appointmentParamsSchema,
          response: { 200: bookedVisitSchema, ...changeErrors },
        },
      },
      async (request) => cancelAppointment(db, request.patient.id, request.params.id),
    );

    /**
     * POST /api/appointments/:id/reschedule { visit_date: yyyy-MM-dd } → the
     * visit on its new date. 400 a date before today (the patient's time zone); 404
     * another patient's; 409 not scheduled or confirmed any more.
     */
    app.post(
      '/appointments/:id/reschedule',
      {
        schema: {
          tags: ['appointments'],
          summary: 'Move an upcoming appointment to another day',
          params: appointmentParamsSchema,
          body: rescheduleAppointmentSchema,
          response: { 200: bookedVisitSchema, ...changeErrors },
        },
      },
      async (request) =>
        rescheduleAppointment(
          db,
          request.patient.id,
          request.params.id,
          request.body,
          now(),
          request.patient.timeZone,
        ),
    );
  };
}
