import {
  careAcceptInputSchema,
  careGrantParamsSchema,
  careGrantSchema,
  careInvitationInputSchema,
  careRemindersInputSchema,
  careRenewInputSchema,
  caregiverListSchema,
  errorEnvelopeSchema,
  heldGrantListSchema,
  nomineeInputSchema,
  nomineeRequestSchema,
  nomineeSchema,
} from '@sehat/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { setCareReminders } from './care-reminders.js';
import {
  acceptInvitation,
  endGrant,
  inviteCaregiver,
  listCaregivers,
  listHeldGrants,
  renewCareGrant,
  withdrawInvitation,
} from './caregivers.service.js';
import {
  nameNominee,
  refuseEmergencyAccess,
  removeNominee,
  requestEmergencyAccess,
} from './nominee.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const done = { 204: z.null().describe('Done'), ...errors };

/**
 * Caregivers with their own account (docs/decisions/051-caregivers.md), under /api behind the session
 * guard. Inviting and listing act for the patient the request names and are the patient's own or managing
 * account's only (plugins/route-policy.ts: a caregiver gets 404); accepting, listing the grants
 * held, ending and renewing act for the signed-in account. The nominee (docs/decisions/060-nominee.md) is
 * named, removed and refused by the patient's side and asked for by the caregiver named.
 */
export function caregiversRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { db, now } = deps;
  const context = (request: FastifyRequest) => ({
    now: now(),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  return async (app) => {
    /** GET /api/caregivers → `{ grants, invitations }` of the acting patient. */
    app.get(
      '/caregivers',
      {
        schema: {
          tags: ['caregivers'],
          summary: "The acting patient's caregivers and open invitations",
          response: { 200: caregiverListSchema },
        },
      },
      async (request) => listCaregivers(db, request.patient.id, now()),
    );

    /**
     * POST /api/caregivers/invitations { email, role, categories, months } → 201 `{ id }`; the mail is
     * queued in the outbox. 400 a bad field or the inviter's own e-mail; 409 that account already has access.
     */
    app.post(
      '/caregivers/invitations',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Invite a caregiver by e-mail',
          body: careInvitationInputSchema,
          response: { 201: z.object({ id: z.string() }), ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await inviteCaregiver(deps, request.user, request.patient.id, request.body)),
    );

    /** DELETE /api/caregivers/invitations/:id → 204: withdraws an open invitation of the acting patient. */
    app.delete(
      '/caregivers/invitations/:id',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Withdraw an invitation',
          params: careGrantParamsSchema,
          response: done,
        },
      },
      async (request, reply) => {
        await withdrawInvitation(db, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/caregivers/invitations/accept { token } → 201 the grant. 400 an unknown, used, expired or
     * another e-mail's invitation; 409 the account already has access.
     */
    app.post(
      '/caregivers/invitations/accept',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Accept an invitation as the signed-in account',
          body: careAcceptInputSchema,
          response: { 201: careGrantSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await acceptInvitation(db, request.user, request.body.token, now())),
    );

    /** GET /api/caregivers/held → `{ items }`: the live grants the signed-in account holds. */
    app.get(
      '/caregivers/held',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'The patients the signed-in account cares for',
          response: { 200: heldGrantListSchema },
        },
      },
      async (request) => ({ items: await listHeldGrants(db, request.user.id, now()) }),
    );

    /** DELETE /api/caregivers/:id → 204: ends a grant at once, by either side. 404 neither's. */
    app.delete(
      '/caregivers/:id',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'End a caregiver’s access',
          params: careGrantParamsSchema,
          response: done,
        },
      },
      async (request, reply) => {
        await endGrant(db, request.user.id, request.params.id, now());
        return reply.code(204).send(null);
      },
    );

    /** POST /api/caregivers/:id/renew { months } → 204: a new end, months from now. 404 not the manager's. */
    app.post(
      '/caregivers/:id/renew',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Renew a caregiver’s access',
          params: careGrantParamsSchema,
          body: careRenewInputSchema,
          response: done,
        },
      },
      async (request, reply) => {
        await renewCareGrant(db, request.user.id, request.params.id, request.body.months, now());
        return reply.code(204).send(null);
      },
    );

    /**
     * PUT /api/caregivers/nominee { grant_id, wait_days } → 200 the nominee: the caregiver of that live grant
     * of the acting patient becomes their nominee. 400 a period not 1, 3 or 7; 404 not a live grant of theirs.
     */
    app.put(
      '/caregivers/nominee',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Name a caregiver as nominee',
          body: nomineeInputSchema,
          response: { 200: nomineeSchema, ...errors },
        },
      },
      async (request) => nameNominee(db, request.user.id, request.patient.id, request.body, now()),
    );

    /** DELETE /api/caregivers/nominee → 204: the acting patient has no nominee any more. 404 none named. */
    app.delete(
      '/caregivers/nominee',
      { schema: { tags: ['caregivers'], summary: 'Remove the nominee', response: done } },
      async (request, reply) => {
        await removeNominee(db, request.patient.id);
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/caregivers/nominee/refuse → 204: refuses the pending emergency-access request. 404 none
     * pending; 409 its waiting period has ended.
     */
    app.post(
      '/caregivers/nominee/refuse',
      { schema: { tags: ['caregivers'], summary: 'Refuse emergency access', response: done } },
      async (request, reply) => {
        await refuseEmergencyAccess(db, request.patient.id, context(request));
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/caregivers/held/:id/emergency-access → 201 the request: the nominee holding grant `:id` asks
     * for emergency access; the patient's side is told by bell and mail. 404 not the account's live grant or
     * not the nominee; 409 a request pending or granted.
     */
    app.post(
      '/caregivers/held/:id/emergency-access',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Request emergency access as the nominee',
          params: careGrantParamsSchema,
          response: { 201: nomineeRequestSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await requestEmergencyAccess(deps, request.user, request.params.id, context(request))),
    );

    /**
     * PATCH /api/caregivers/held/:id { reminders } → 204: the caregiver holding grant `:id` chooses whether
     * the patient's reminder mails come to them too (docs/decisions/051-caregivers.md#reminders-to-caregivers).
     * 400 a bad body or the emergency role; 404 not the account's live grant.
     */
    app.patch(
      '/caregivers/held/:id',
      {
        schema: {
          tags: ['caregivers'],
          summary: 'Get, or stop getting, the reminders of a patient one cares for',
          params: careGrantParamsSchema,
          body: careRemindersInputSchema,
          response: { 204: z.null().describe('Saved'), ...errors },
        },
      },
      async (request, reply) => {
        await setCareReminders(db, request.user.id, request.params.id, request.body, deps.now());
        return reply.code(204).send(null);
      },
    );
  };
}
