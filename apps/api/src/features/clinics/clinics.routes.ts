import {
  clinicListQuerySchema,
  clinicPageSchema,
  clinicSchema,
  createClinicSchema,
  errorEnvelopeSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { createClinic, listOwnClinics } from './clinics.service.js';

/** Clinic endpoints (spec §2 Add clinic, §3 clinics, §7), mounted under /api behind the session guard. */
export function clinicsRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * POST /api/clinics {name, phone, email, address, state, city,
     * specialties?, rating? (0–5 step 0.1), coordinates? 'lat,lng',
     * maps_link? URL} → 201 Clinic with a server-generated clinic_id
     * 'CLN-XXXXXX'. 400 envelope with the first problem (missing field:
     * 'Please fill in all required fields.'; state/city not ours; > 30
     * specialties; text too long). Spec §5 Add clinic.
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
      async (request, reply) => reply.code(201).send(await createClinic(db, request.user.id, request.body)),
    );

    /**
     * GET /api/clinics?page=&page_size=&state=&city= → { items: Clinic[],
     * total, page, page_size }: the patient's clinics newest first; with state
     * and city only those there (booking, spec §7). page_size ≤ 100.
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
      async (request) => listOwnClinics(db, request.user.id, request.query),
    );
  };
}
