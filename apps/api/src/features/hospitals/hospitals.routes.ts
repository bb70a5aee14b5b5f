import { errorEnvelopeSchema, hospitalDetailSchema, hospitalIdParamsSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getHospital } from './hospitals.service.js';

/** Hospital endpoints (docs/product.md#hospital-detail), mounted under /api behind the session guard. */
export function hospitalsRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/hospitals/:id → HospitalDetail: `source: 'built-in'` with the
     * detail fields (description, facilities, doctors, timings, beds,
     * established year, accreditation) for HOS001–HOS004, or `source:
     * 'clinic'` for the patient's own clinic_id. 404 'Hospital Not Found' for
     * anything else, another patient's clinic included.
     */
    app.get(
      '/hospitals/:id',
      {
        schema: {
          tags: ['hospitals'],
          summary: 'A built-in hospital or one of the patient’s clinics',
          params: hospitalIdParamsSchema,
          response: { 200: hospitalDetailSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getHospital(db, request.patient.id, request.params.id),
    );
  };
}
