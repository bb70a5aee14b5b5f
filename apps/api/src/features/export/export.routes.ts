import { errorEnvelopeSchema, todayIn } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { contentDisposition } from '../../storage/index.js';
import { exportFhirBundle } from './export.service.js';

/** FHIR's JSON media type (hl7.org/fhir/R4/http.html#mime-type). */
const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/**
 * "Download my data" (issue "Easy sharing and data rights", export; DPDP Act 2023 s.11), under /api behind
 * the session guard: only the signed-in patient's own rows and files are ever read.
 */
export function exportRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/export/fhir → 200 a FHIR R4 Bundle (collection) of everything Sehat holds about the patient,
     * as an attachment `sehat-fhir-{yyyy-MM-dd}.json` (the patient's date, IST). 404 when the account is gone.
     */
    app.get(
      '/export/fhir',
      {
        schema: {
          tags: ['export'],
          summary: "The patient's data as a FHIR R4 Bundle",
          response: {
            200: z.unknown().describe('A FHIR R4 Bundle (application/fhir+json)'),
            404: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const at = now();
        const bundle = await exportFhirBundle(db, request.user.id, at);
        return reply
          .type(FHIR_JSON)
          .header(
            'content-disposition',
            contentDisposition('attachment', `sehat-fhir-${todayIn(undefined, at)}.json`),
          )
          .send(JSON.stringify(bundle));
      },
    );
  };
}
