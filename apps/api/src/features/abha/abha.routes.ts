import { abhaSchema, errorEnvelopeSchema, updateAbhaRequestSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getAbha, saveAbha } from './abha.service.js';

/**
 * ABHA (docs/decisions/021-abha-self-declared.md; the web's /kyc "Link Your KYC"),
 * under /api behind the session guard, on the signed-in patient's own
 * profile. Self-declared: checked for format, never verified with ABDM.
 */
export function abhaRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/abha → `{ abha_number (14 digits) | null, abha_address | null, verified: false }`. */
    app.get(
      '/abha',
      {
        schema: {
          tags: ['abha'],
          summary: "The patient's self-declared ABHA number and address",
          response: { 200: abhaSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getAbha(db, request.patient.id),
    );

    /**
     * PUT /api/abha { abha_number?, abha_address? } → the saved ABHA. The
     * number is 14 digits (hyphens and spaces allowed), the address
     * `name@abdm` or `name@sbx` (name 8–18 letters and digits, one dot and one
     * underscore at most, inside); '' or null clears. 400 with the field's
     * message (e.g. 13 digits), nothing stored.
     */
    app.put(
      '/abha',
      {
        schema: {
          tags: ['abha'],
          summary: 'Record the ABHA number and address (self-declared, format-checked)',
          body: updateAbhaRequestSchema,
          response: { 200: abhaSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => saveAbha(db, request.patient.id, request.body),
    );
  };
}
