import {
  doseDayQuerySchema,
  doseDaySchema,
  doseMarkSchema,
  errorEnvelopeSchema,
  markedDoseSchema,
  medicineInputSchema,
  medicineListSchema,
  medicineParamsSchema,
  medicineSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { doseDay, markDose } from './doses.service.js';
import {
  createMedicine,
  editMedicine,
  getMedicine,
  listMedicinesOf,
  removeMedicine,
} from './medicines.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The patient's medicines and their doses (docs/decisions/054-medicines.md), under /api behind the session
 * guard. Every query is scoped to the patient the request acts for (`request.patient.id`), days and times
 * are the patient's time zone (`request.patient.timeZone`): another patient's medicine or record id is a
 * 404. Creates, edits, deletes and marked doses are in the activity log (activity-hook.ts).
 */
export function medicinesRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/medicines → every medicine, current first, with adherence (7 / 30 days) and refill date. */
    app.get(
      '/medicines',
      {
        schema: {
          tags: ['medicines'],
          summary: "The patient's medicines",
          response: { 200: medicineListSchema },
        },
      },
      async (request) => listMedicinesOf(db, request.patient.id, now(), request.patient.timeZone),
    );

    /** GET /api/medicines/doses?date=yyyy-MM-dd → that day's doses (default today), earliest first. 400 a bad date. */
    app.get(
      '/medicines/doses',
      {
        schema: {
          tags: ['medicines'],
          summary: "A day's doses",
          querystring: doseDayQuerySchema,
          response: { 200: doseDaySchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => doseDay(db, request.patient.id, request.query.date, now(), request.patient.timeZone),
    );

    /** POST /api/medicines → 201 the medicine. 400 bad input (a schedule with no dose); 404 another patient's record. */
    app.post(
      '/medicines',
      {
        schema: {
          tags: ['medicines'],
          summary: 'Add a medicine',
          body: medicineInputSchema,
          response: { 201: medicineSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createMedicine(db, request.patient.id, request.body, now(), request.patient.timeZone)),
    );

    /** GET /api/medicines/:id → the medicine. 404 another patient's. */
    app.get(
      '/medicines/:id',
      {
        schema: {
          tags: ['medicines'],
          summary: 'One medicine',
          params: medicineParamsSchema,
          response: { 200: medicineSchema, ...errors },
        },
      },
      async (request) =>
        getMedicine(db, request.patient.id, request.params.id, now(), request.patient.timeZone),
    );

    /** PUT /api/medicines/:id → the medicine as replaced. 400 as POST; 404 another patient's medicine or record. */
    app.put(
      '/medicines/:id',
      {
        schema: {
          tags: ['medicines'],
          summary: 'Edit a medicine',
          params: medicineParamsSchema,
          body: medicineInputSchema,
          response: { 200: medicineSchema, ...errors },
        },
      },
      async (request) =>
        editMedicine(
          db,
          request.patient.id,
          request.params.id,
          request.body,
          now(),
          request.patient.timeZone,
        ),
    );

    /** DELETE /api/medicines/:id → 204, its marked doses with it. 404 another patient's. */
    app.delete(
      '/medicines/:id',
      {
        schema: {
          tags: ['medicines'],
          summary: 'Delete a medicine',
          params: medicineParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await removeMedicine(db, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /**
     * PUT /api/medicines/:id/doses { scheduled_at, status } → the dose as marked (marking again replaces
     * it). 400 a time the schedule has no dose at, or a dose more than an hour ahead; 404 another patient's.
     */
    app.put(
      '/medicines/:id/doses',
      {
        schema: {
          tags: ['medicines'],
          summary: 'Mark a dose taken or skipped',
          params: medicineParamsSchema,
          body: doseMarkSchema,
          response: { 200: markedDoseSchema, ...errors },
        },
      },
      async (request) =>
        markDose(db, request.patient.id, request.params.id, request.body, now(), request.patient.timeZone),
    );
  };
}
