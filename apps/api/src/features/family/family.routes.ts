import {
  careAcceptInputSchema,
  errorEnvelopeSchema,
  familyHandoverInputSchema,
  familyListSchema,
  familyMemberInputSchema,
  familyParamsSchema,
  familyPatientSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { addFamilyMember, editFamilyMember, listFamily, removeFamilyMember } from './family.service.js';
import { acceptHandover, inviteHandover, withdrawHandover } from './handover.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * The Family page (docs/decisions/049-patients-apart-from-accounts.md), under /api behind the session guard:
 * the family is the signed-in account's (`request.user`), whichever patient is open. Family members have
 * no login; the header's switcher sends their id as `X-Sehat-Patient` to every other route.
 */
export function familyRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    /** GET /api/family → `{ items }`: the account's own patient, then its family members (at most 10). */
    app.get(
      '/family',
      {
        schema: {
          tags: ['family'],
          summary: 'The patients the account acts for: its own, then its family members',
          response: { 200: familyListSchema },
        },
      },
      async (request) => listFamily(db, request.user.id, deps.now()),
    );

    /**
     * POST /api/family { name, relationship, birth_date, sex, blood_group?, abha_number? } → 201 patient.
     * 400 a bad field (the message names it); 409 `TOO_MANY_FAMILY_MEMBERS` past 10 (nothing stored).
     */
    app.post(
      '/family',
      {
        schema: {
          tags: ['family'],
          summary: 'Add a family member',
          body: familyMemberInputSchema,
          response: { 201: familyPatientSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await addFamilyMember(db, request.user.id, request.body)),
    );

    /** PUT /api/family/:id (same body) → patient. 400 a bad field; 404 not one of the account's family members. */
    app.put(
      '/family/:id',
      {
        schema: {
          tags: ['family'],
          summary: 'Edit a family member',
          params: familyParamsSchema,
          body: familyMemberInputSchema,
          response: { 200: familyPatientSchema, ...errors },
        },
      },
      async (request) => editFamilyMember(db, request.user.id, request.params.id, request.body, deps.now()),
    );

    /**
     * DELETE /api/family/:id → 204: the member with all their records and files. 404 not one of the
     * account's family members; 409 `SELF_NOT_REMOVABLE` for the account's own patient.
     */
    app.delete(
      '/family/:id',
      {
        schema: {
          tags: ['family'],
          summary: 'Remove a family member with all their records and files',
          params: familyParamsSchema,
          response: { 204: z.null().describe('Removed'), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await removeFamilyMember({ db, storage }, request.user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/family/:id/handover { email } → 201 `{ id }`: invites that e-mail to take the family member
     * over with their own account (docs/decisions/057-handing-over-a-profile.md); the mail is queued in the
     * outbox. 400 a bad e-mail, the manager's own e-mail or the account's own patient; 404 not one of the
     * account's family members.
     */
    app.post(
      '/family/:id/handover',
      {
        schema: {
          tags: ['family'],
          summary: 'Invite a family member to take their profile over with their own account',
          params: familyParamsSchema,
          body: familyHandoverInputSchema,
          response: { 201: z.object({ id: z.string() }), ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await inviteHandover(deps, request.user, request.params.id, request.body)),
    );

    /**
     * DELETE /api/family/:id/handover → 204: withdraws the open hand-over invitations of the family member
     * (docs/decisions/057-handing-over-a-profile.md); their links then answer like unknown ones. 204 also when
     * none was open; 404 not one of the account's family members.
     */
    app.delete(
      '/family/:id/handover',
      {
        schema: {
          tags: ['family'],
          summary: 'Withdraw the invitation to take a family member’s profile over',
          params: familyParamsSchema,
          response: { 204: z.null().describe('Withdrawn'), 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await withdrawHandover(db, request.user.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/family/handover/accept { token } → 204: the signed-in account's own patient is now the
     * handed-over profile. 400 an unknown, used, expired or another e-mail's invitation; 409 the account's
     * own patient already holds records.
     */
    app.post(
      '/family/handover/accept',
      {
        schema: {
          tags: ['family'],
          summary: 'Take a handed-over profile as the signed-in account’s own',
          body: careAcceptInputSchema,
          response: {
            204: z.null().describe('Taken over'),
            400: errorEnvelopeSchema,
            409: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        await acceptHandover(db, request.user, request.body.token, {
          now: deps.now(),
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return reply.code(204).send(null);
      },
    );
  };
}
