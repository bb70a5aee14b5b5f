import {
  claimPolicyLinkSchema,
  claimListQuerySchema,
  claimListSchema,
  claimParamsSchema,
  claimSchema,
  createClaimFieldsSchema,
  errorEnvelopeSchema,
  receiptQuerySchema,
  signedLinkSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { invalid } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload } from '../../storage/index.js';
import {
  editPendingClaim,
  fileClaim,
  getOwnClaim,
  linkClaimToPolicy,
  listOwnClaims,
  receiptLink,
  removePendingClaim,
  type ClaimsContext,
} from './claims.service.js';

/** The claim form's upload (docs/product.md#claim-form): its fields, then at most one receipt. */
const claimUpload = {
  bucket: 'claim-receipts',
  fileField: 'receipt',
  fields: createClaimFieldsSchema,
  maxFiles: 1,
  tooManyFiles: () => invalid('request.oneReceipt', 'TOO_MANY_FILES'),
} as const;

/** Insurance-claim endpoints (docs/product.md#screens-and-routes claims screens, docs/product.md#insurance-claims, docs/product.md#data-calls), under /api behind the session guard. */
export function claimsRoutes(deps: ApiDeps & Pick<ClaimsContext, 'nextClaimId'>): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/claims?page=&page_size= (page_size ≤ 100, default 20) →
     * { items: Claim[], total, page, page_size }: the patient's own claims,
     * claim_date newest first. Amounts in ₹, dates `yyyy-MM-dd`.
     */
    app.get(
      '/claims',
      {
        schema: {
          tags: ['claims'],
          summary: "The patient's insurance claims",
          querystring: claimListQuerySchema,
          response: { 200: claimListSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listOwnClaims(deps, request.patient.id, request.query),
    );

    /** GET /api/claims/:id (uuid) → Claim; another patient's claim or an unknown id → 404 'Claim not found.' */
    app.get(
      '/claims/:id',
      {
        schema: {
          tags: ['claims'],
          summary: 'One insurance claim',
          params: claimParamsSchema,
          response: { 200: claimSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getOwnClaim(deps, request.patient.id, request.params.id),
    );

    /**
     * GET /api/claims/:id/receipt?kind=receipt|approved&disposition=inline|attachment
     * → { url, expires_at }: a signed link valid 3600 s; a download is named
     * `receipt-{claim_id}.{ext}` with the file's real extension. 404 when the
     * claim is not the patient's or has no such file.
     */
    app.get(
      '/claims/:id/receipt',
      {
        schema: {
          tags: ['claims'],
          summary: "A signed link to a claim's receipt",
          params: claimParamsSchema,
          querystring: receiptQuerySchema,
          response: { 200: signedLinkSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => receiptLink(deps, request.patient.id, request.params.id, request.query),
    );

    /**
     * POST /api/claims, multipart/form-data through the upload pipeline: text
     * fields first — claim_type, state, city, hospital_name, amount (₹, e.g.
     * '1234.50'), claim_date (`yyyy-MM-dd`), and optional policy_number,
     * diagnosis, treatment_details, description (empty → null), policy_id (one
     * of the patient's policies, else 400) — then an
     * optional file part `receipt` (PDF, JPG, JPEG or PNG by content, ≤ 10
     * MiB). → 201 Claim, status 'pending', claim_id `CLM-yyyyMMdd-NNNN`. 400
     * malformed multipart, a second receipt, or the first problem of the
     * fields; 413 receipt too large or past the storage quota; 415 not
     * multipart or a receipt of another type (the message names the file).
     * Nothing is saved on any error (docs/product.md#validation-rules, docs/product.md#data-calls).
     */
    app.post(
      '/claims',
      {
        schema: {
          tags: ['claims'],
          summary: 'File an insurance claim with an optional receipt',
          consumes: ['multipart/form-data'],
          response: {
            201: claimSchema,
            400: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
          },
        },
        config: multipartDocs(claimUpload),
      },
      async (request, reply) => {
        const userId = request.patient.id;
        const claim = await receiveUpload(request, deps, userId, claimUpload, (tx, fields, files) =>
          fileClaim(tx, deps, userId, fields, files[0], request.patient.timeZone),
        );
        return reply.code(201).send(claim);
      },
    );

    const changeErrors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

    /**
     * PUT /api/claims/:id, JSON with the claim form's fields (as strings, like
     * the multipart form) → Claim. Only while pending: 409 otherwise; 404
     * another patient's; 400 with the first problem.
     */
    app.put(
      '/claims/:id',
      {
        schema: {
          tags: ['claims'],
          summary: 'Edit a pending insurance claim',
          params: claimParamsSchema,
          body: createClaimFieldsSchema,
          response: { 200: claimSchema, ...changeErrors },
        },
      },
      async (request) =>
        editPendingClaim(deps, request.patient.id, request.params.id, request.body, request.patient.timeZone),
    );

    /**
     * PUT /api/claims/:id/policy, JSON `{ policy_id: uuid | null }` → Claim: links a claim in any status to one
     * of the patient's policy periods, or unlinks it (docs/decisions/053-insurance-policies.md). 400 a policy
     * that is not the patient's (nothing changes); 404 another patient's claim.
     */
    app.put(
      '/claims/:id/policy',
      {
        schema: {
          tags: ['claims'],
          summary: 'Link a claim to an insurance policy',
          params: claimParamsSchema,
          body: claimPolicyLinkSchema,
          response: { 200: claimSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) =>
        linkClaimToPolicy(deps, request.patient.id, request.params.id, request.body.policy_id),
    );

    /** DELETE /api/claims/:id → 204, receipts removed. Only while pending: 409 otherwise; 404 another patient's. */
    app.delete(
      '/claims/:id',
      {
        schema: {
          tags: ['claims'],
          summary: 'Delete a pending insurance claim and its receipts',
          params: claimParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...changeErrors },
        },
      },
      async (request, reply) => {
        await removePendingClaim(deps, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
