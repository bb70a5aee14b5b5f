import {
  clinicListQuerySchema,
  clinicPageSchema,
  clinicParamsSchema,
  clinicSchema,
  createClinicSchema,
  errorEnvelopeSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { createClinic, editClinic, listOwnClinics, removeClinic } from './clinics.service.js';

/** Clinic endpoints (docs/product.md#add-clinic, docs/product.md#clinics, docs/product.md#data-calls), mounted under /api behind the session guard. */
export function clinicsRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /api/clinics {name, phone, email, address, state, city,
     * specialties?, rating? (0–5 step 0.1), coordinates? 'lat,lng',
     * maps_link? URL} → 201 Clinic with a server-generated clinic_id
     * 'CLN-XXXXXX'. 400 envelope with the first problem (missing field:
     * 'Please fill in all required fields.'; state/city not ours; > 30
     * specialties; text too long). docs/product.md#clinic-fields.
     */
    app.post(
      '/clinics',
      {
        schema: {
          tags: ['clinics'],
          summary: 'Add a clinic',
          body: createClinicSchema,
          response: { 201: clinicSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createClinic(db, request.patient.id, request.body)),
    );

    /**
     * GET /api/clinics?page=&page_size=&state=&city= → { items: Clinic[],
     * total, page, page_size }: the patient's clinics newest first; with state
     * and city only those there (booking, docs/product.md#data-calls). page_size ≤ 100.
     */
    app.get(
      '/clinics',
      {
        schema: {
          tags: ['clinics'],
          summary: "The patient's clinics",
          querystring: clinicListQuerySchema,
          response: { 200: clinicPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listOwnClinics(db, request.patient.id, request.query),
    );

    /**
     * PUT /api/clinics/:clinic_id (the create body) → Clinic. 400 with the
     * first problem; 404 another patient's clinic (docs/product.md#screens-added-since-the-first-version).
     */
    app.put(
      '/clinics/:clinic_id',
      {
        schema: {
          tags: ['clinics'],
          summary: "Edit one of the patient's clinics",
          params: clinicParamsSchema,
          body: createClinicSchema,
          response: { 200: clinicSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => editClinic(db, request.patient.id, request.params.clinic_id, request.body),
    );

    /**
     * DELETE /api/clinics/:clinic_id → 204. Records, visits and claims that
     * name the clinic keep its name. 404 another patient's clinic.
     */
    app.delete(
      '/clinics/:clinic_id',
      {
        schema: {
          tags: ['clinics'],
          summary: "Delete one of the patient's clinics",
          params: clinicParamsSchema,
          response: { 204: z.null().describe('Deleted'), 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await removeClinic(db, request.patient.id, request.params.clinic_id);
        return reply.code(204).send(null);
      },
    );
  };
}
