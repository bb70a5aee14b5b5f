import {
  eCardQuerySchema,
  errorEnvelopeSchema,
  insurancePolicyDetailSchema,
  insurancePolicyListSchema,
  insurancePolicySchema,
  policyFieldsSchema,
  policyParamsSchema,
  signedLinkSchema,
} from '@sehat/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { invalid } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload } from '../../storage/index.js';
import {
  E_CARD_BUCKET,
  addPolicy,
  eCardLink,
  editPolicy,
  forgetECard,
  getOwnPolicy,
  listOwnPolicies,
  removePolicy,
  type PolicyActor,
} from './insurance-policies.service.js';

/** The policy form's upload: its fields, then at most one e-card (PDF, JPG, JPEG or PNG by content). */
const policyUpload = {
  bucket: E_CARD_BUCKET,
  fileField: 'e_card',
  fields: policyFieldsSchema,
  maxFiles: 1,
  tooManyFiles: () => invalid('insurancePolicies.oneECard', 'TOO_MANY_FILES'),
} as const;

const actorOf = (request: FastifyRequest): PolicyActor => ({
  patientId: request.patient.id,
  accountId: request.user.id,
  timeZone: request.patient.timeZone,
});

const uploadErrors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

/**
 * Insurance policy endpoints (docs/decisions/053-insurance-policies.md), under /api behind the session guard;
 * every one acts for `request.patient` and answers 404 for another patient's period.
 */
export function insurancePoliciesRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/insurance-policies → { items: InsurancePolicy[] }: every period, the latest end date first. */
    app.get(
      '/insurance-policies',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: "The patient's insurance policies",
          response: { 200: insurancePolicyListSchema },
        },
      },
      async (request) => listOwnPolicies(deps, request.patient.id),
    );

    /** GET /api/insurance-policies/:id → the period with its claims and the totals claimed and approved (₹). */
    app.get(
      '/insurance-policies/:id',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: 'One insurance policy period with its claims',
          params: policyParamsSchema,
          response: { 200: insurancePolicyDetailSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getOwnPolicy(deps, request.patient.id, request.params.id),
    );

    /** GET /api/insurance-policies/:id/e-card?disposition=inline|attachment → { url, expires_at } (3600 s). */
    app.get(
      '/insurance-policies/:id/e-card',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: "A signed link to a policy's e-card",
          params: policyParamsSchema,
          querystring: eCardQuerySchema,
          response: { 200: signedLinkSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => eCardLink(deps, request.patient.id, request.params.id, request.query.disposition),
    );

    /**
     * POST /api/insurance-policies, multipart/form-data through the upload pipeline: the policy form's text
     * fields (policyFieldsSchema) first, then an optional file part `e_card` (PDF, JPG, JPEG or PNG by
     * content, ≤ 10 MiB) → 201 InsurancePolicy. 400 the first problem of the fields or a member outside the
     * family; 413 too large or past the quota; 415 not multipart or an e-card of another type (an
     * executable). Nothing is stored on any error.
     */
    app.post(
      '/insurance-policies',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: 'Add an insurance policy with an optional e-card',
          consumes: ['multipart/form-data'],
          response: { 201: insurancePolicySchema, ...uploadErrors },
        },
        config: multipartDocs(policyUpload),
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const policy = await receiveUpload(
          request,
          deps,
          actor.patientId,
          policyUpload,
          (tx, fields, files) => addPolicy(tx, actor, fields, files[0]),
        );
        return reply.code(201).send(policy);
      },
    );

    /**
     * POST /api/insurance-policies/:id/renew, multipart like the add form → 201 the new period, linked to
     * `:id` (which keeps its data: the history). 404 another patient's; 409 already renewed; else as POST.
     */
    app.post(
      '/insurance-policies/:id/renew',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: 'Renew an insurance policy: a new period after this one',
          consumes: ['multipart/form-data'],
          params: policyParamsSchema,
          response: { 201: insurancePolicySchema, ...uploadErrors },
        },
        config: multipartDocs(policyUpload),
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const policy = await receiveUpload(
          request,
          deps,
          actor.patientId,
          policyUpload,
          (tx, fields, files) => addPolicy(tx, actor, fields, files[0], request.params.id),
        );
        return reply.code(201).send(policy);
      },
    );

    /**
     * PUT /api/insurance-policies/:id, multipart like the add form → InsurancePolicy: replaces the fields and
     * members, and the e-card when one is sent (the old one is deleted). 404 another patient's; else as POST.
     */
    app.put(
      '/insurance-policies/:id',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: 'Edit an insurance policy period',
          consumes: ['multipart/form-data'],
          params: policyParamsSchema,
          response: { 200: insurancePolicySchema, ...uploadErrors },
        },
        config: multipartDocs(policyUpload),
      },
      async (request) => {
        const actor = actorOf(request);
        const { policy, replacedKey } = await receiveUpload(
          request,
          deps,
          actor.patientId,
          policyUpload,
          (tx, fields, files) => editPolicy(tx, actor, request.params.id, fields, files[0]),
        );
        await forgetECard(deps, replacedKey);
        return policy;
      },
    );

    /** DELETE /api/insurance-policies/:id → 204, the e-card deleted, claims under it unlinked; 404 another's. */
    app.delete(
      '/insurance-policies/:id',
      {
        schema: {
          tags: ['insurance-policies'],
          summary: 'Delete an insurance policy period and its e-card',
          params: policyParamsSchema,
          response: { 204: z.null().describe('Deleted'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await removePolicy(deps, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
