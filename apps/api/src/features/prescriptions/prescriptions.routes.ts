import { errorEnvelopeSchema, pageQuerySchema, prescriptionPageSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { listPrescriptions } from '../medical-records/index.js';

/** Prescription history (docs/product.md#screens-and-routes, docs/product.md#data-calls), mounted under /api behind the session guard. */
export function prescriptionsRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/prescriptions?page=&page_size= → `{ items, total, page, page_size }`:
     * the patient's records with non-empty prescribed_medications, newest
     * record_date first, each with its list fields, medications and
     * prescription_files (`{ name, display_name, ext, viewable }`; links come
     * from GET /api/medical-records/:id/files/:fileName/url). page_size ≤ 100.
     */
    app.get(
      '/prescriptions',
      {
        schema: {
          tags: ['prescriptions'],
          summary: 'Records with medications, newest first, with their files',
          querystring: pageQuerySchema,
          response: { 200: prescriptionPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listPrescriptions(db, request.patient.id, request.query),
    );
  };
}
