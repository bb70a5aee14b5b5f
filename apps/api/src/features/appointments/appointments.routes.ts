import { bookAppointmentSchema, bookedVisitSchema, errorEnvelopeSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { bookAppointment } from './appointments.service.js';

/** Booking endpoint (spec §2 Book appointment), mounted under /api behind the session guard. */
export function appointmentsRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /api/appointments {state, city, hospital ('HOS00x' or own
     * clinic_id), doctor_name, purpose, visit_date yyyy-MM-dd} → 201 the
     * visit created {status 'scheduled', appointment_type 'consultation',
     * notes = purpose, visit_time null}. 400: a blank field ('Please fill all
     * required fields'), a date before today in Asia/Kolkata, a hospital not
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
        reply.code(201).send(await bookAppointment(db, request.user.id, request.body, now())),
    );
  };
}
