import {
  errorEnvelopeSchema,
  immunizationInputSchema,
  immunizationParamsSchema,
  immunizationSchema,
  vaccinationsSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import {
  createImmunization,
  editImmunization,
  getImmunization,
  getVaccinations,
  removeImmunization,
} from './vaccinations.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Vaccinations (docs/decisions/055-vaccinations.md), under /api behind the session guard, in the caregivers'
 * `history` category. Every query is scoped to the patient the request acts for (`request.patient.id`):
 * another patient's dose id is a 404. Dates are `yyyy-MM-dd`; "today" is the patient's zone's. Creates,
 * edits and deletes are in the activity log (activity-hook.ts).
 */
export function vaccinationsRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/vaccinations → the schedule with each dose's status, its sources and the doses given. */
    app.get(
      '/vaccinations',
      {
        schema: {
          tags: ['vaccinations'],
          summary: "The patient's vaccination schedule and the doses given",
          response: { 200: vaccinationsSchema },
        },
      },
      async (request) => getVaccinations(db, request.patient.id, request.patient.timeZone, now()),
    );

    /** POST /api/vaccinations → 201 the dose given. 400 before birth or in the future; 409 given already. */
    app.post(
      '/vaccinations',
      {
        schema: {
          tags: ['vaccinations'],
          summary: 'Mark a vaccine dose as given',
          body: immunizationInputSchema,
          response: { 201: immunizationSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await createImmunization(db, request.patient.id, request.body, request.patient.timeZone, now()),
          ),
    );

    /** GET /api/vaccinations/:id → the dose given. 404 another patient's. */
    app.get(
      '/vaccinations/:id',
      {
        schema: {
          tags: ['vaccinations'],
          summary: 'One dose given',
          params: immunizationParamsSchema,
          response: { 200: immunizationSchema, ...errors },
        },
      },
      async (request) => getImmunization(db, request.patient.id, request.params.id),
    );

    /** PUT /api/vaccinations/:id → the dose as replaced. 400 / 409 as POST; 404 another patient's. */
    app.put(
      '/vaccinations/:id',
      {
        schema: {
          tags: ['vaccinations'],
          summary: 'Edit a dose given',
          params: immunizationParamsSchema,
          body: immunizationInputSchema,
          response: { 200: immunizationSchema, 409: errorEnvelopeSchema, ...errors },
        },
      },
      async (request) =>
        editImmunization(
          db,
          request.patient.id,
          request.params.id,
          request.body,
          request.patient.timeZone,
          now(),
        ),
    );

    /** DELETE /api/vaccinations/:id → 204. 404 another patient's. */
    app.delete(
      '/vaccinations/:id',
      {
        schema: {
          tags: ['vaccinations'],
          summary: 'Delete a dose given',
          params: immunizationParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await removeImmunization(db, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
