import { emergencyCardSchema, errorEnvelopeSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.js';
import { getEmergencyCard } from './emergency-card.service.js';

/** The emergency card (docs/product.md#screens-added-since-the-first-version), under /api behind the session guard. */
export function emergencyCardRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/emergency-card → EmergencyCard: the signed-in patient's name,
     * age, blood group, allergies, chronic conditions, current medicines (≤ 5
     * newest records with medications), emergency contacts (primary first,
     * E.164), self-declared ABHA number and address, patient ID and the day
     * (`yyyy-MM-dd`, IST). Only ever the caller's own card. 404 without a profile.
     */
    app.get(
      '/emergency-card',
      {
        schema: {
          tags: ['emergency-card'],
          summary: "The patient's emergency card",
          response: { 200: emergencyCardSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getEmergencyCard(db, request.patient.id, now(), request.patient.timeZone),
    );
  };
}
