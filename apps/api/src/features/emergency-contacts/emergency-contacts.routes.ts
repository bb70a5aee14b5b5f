import {
  emergencyContactInputSchema,
  emergencyContactListSchema,
  emergencyContactParamsSchema,
  emergencyContactSchema,
  errorEnvelopeSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import {
  addEmergencyContact,
  editEmergencyContact,
  getEmergencyContact,
  listEmergencyContacts,
  makePrimaryContact,
  removeEmergencyContact,
} from './emergency-contacts.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Emergency contacts (docs/product.md#screens-added-since-the-first-version), under /api behind
 * the session guard. Every query is scoped to the signed-in patient: another
 * patient's contact id is a 404. Phones are Indian mobiles, answered in E.164.
 */
export function emergencyContactsRoutes({ db }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/emergency-contacts → `{ items }`, primary first (at most 5). */
    app.get(
      '/emergency-contacts',
      {
        schema: {
          tags: ['emergency-contacts'],
          summary: "The patient's emergency contacts, primary first",
          response: { 200: emergencyContactListSchema },
        },
      },
      async (request) => listEmergencyContacts(db, request.patient.id),
    );

    /**
     * POST /api/emergency-contacts { name, relationship, phone, email? } → 201
     * contact. 400 a bad field (the message names it) or a 6th contact.
     */
    app.post(
      '/emergency-contacts',
      {
        schema: {
          tags: ['emergency-contacts'],
          summary: 'Add an emergency contact',
          body: emergencyContactInputSchema,
          response: { 201: emergencyContactSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addEmergencyContact(db, request.patient.id, request.body)),
    );

    /** GET /api/emergency-contacts/:id → contact. 404 another patient's (nothing of theirs shown). */
    app.get(
      '/emergency-contacts/:id',
      {
        schema: {
          tags: ['emergency-contacts'],
          summary: 'One emergency contact',
          params: emergencyContactParamsSchema,
          response: { 200: emergencyContactSchema, ...errors },
        },
      },
      async (request) => getEmergencyContact(db, request.patient.id, request.params.id),
    );

    /** PUT /api/emergency-contacts/:id (same body) → contact. 404 another patient's. */
    app.put(
      '/emergency-contacts/:id',
      {
        schema: {
          tags: ['emergency-contacts'],
          summary: 'Edit an emergency contact',
          params: emergencyContactParamsSchema,
          body: emergencyContactInputSchema,
          response: { 200: emergencyContactSchema, ...errors },
        },
      },
      async (request) => editEmergencyContact(db, request.patient.id, request.params.id, request.body),
    );

    /** DELETE /api/emergency-contacts/:id → 204. 404 another patient's. */
    app.delete(
      '/emergency-contacts/:id',
      {
        schema: {
          tags: ['emergency-contacts'],
          summary: 'Remove an emergency contact',
          params: emergencyContactParamsSchema,
          response: { 204: z.null().describe('Removed'), ...errors },
        },
      },
      async (request, reply) => {
        await removeEmergencyContact(db, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /** POST /api/emergency-contacts/:id/primary → `{ items }` with that contact first. 404 another patient's. */
    app.post(
      '/emergency-contacts/:id/primary',
      {
        schema: {
          tags: ['emergency-contacts'],
          summary: 'Make an emergency contact the primary one',
          params: emergencyContactParamsSchema,
          response: { 200: emergencyContactListSchema, ...errors },
        },
      },
      async (request) => makePrimaryContact(db, request.patient.id, request.params.id),
    );
  };
}
