import {
  CLAIM_MESSAGES,
  MAX_UPLOAD_BYTES,
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
import { AppError } from '../../plugins/app-error.js';
import { discardUploadedFile, readUploadedFile } from '../../storage/index.js';
import { fileClaim, getOwnClaim, listOwnClaims, receiptLink, type ClaimsDeps } from './claims.service.js';

const notMultipart = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the claim as multipart/form-data.');

/** Insurance-claim endpoints (spec §2 claims screens, §3 insurance_claim, §7), under /api behind the session guard. */
export function claimsRoutes(deps: ClaimsDeps): FastifyPluginAsyncZod {
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
      async (request) => listOwnClaims(deps, request.user.id, request.query),
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
      async (request) => getOwnClaim(deps, request.user.id, request.params.id),
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
      async (request) => receiptLink(deps, request.user.id, request.params.id, request.query),
    );

    /**
     * POST /api/claims, multipart/form-data: text fields claim_type,
     * state, city, hospital_name, amount (₹, e.g. '1234.50'), claim_date
     * (`yyyy-MM-dd`), and optional policy_number, diagnosis,
     * treatment_details, description (empty → null); optional file part
     * `receipt` (PDF, JPG, JPEG or PNG by content, ≤ 10 MiB). → 201 Claim,
     * status 'pending', claim_id `CLM-yyyyMMdd-NNNN`. 400 with the first
     * problem of the fields; 413 receipt too large; 415 not multipart or a
     * receipt of another type. Nothing is saved on any error (spec §5, §7).
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
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw notMultipart();
        const fields: Record<string, string> = {};
        let receipt: Buffer | null = null;
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'receipt' || receipt) {
              await discardUploadedFile(part);
              continue;
            }
            const bytes = await readUploadedFile(part, MAX_UPLOAD_BYTES);
            if (bytes.length > 0) receipt = bytes;
            else if (part.filename) throw new AppError(400, 'EMPTY_FILE', CLAIM_MESSAGES.invalidReceiptType);
          } else {
            if (part.valueTruncated) throw new AppError(400, 'VALIDATION_ERROR', CLAIM_MESSAGES.textTooLong);
            if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          }
        }
        const parsed = createClaimFieldsSchema.safeParse(fields);
        if (!parsed.success)
          throw new AppError(
            400,
            'VALIDATION_ERROR',
            parsed.error.issues[0]?.message ?? CLAIM_MESSAGES.addFailed,
          );
        return reply.code(201).send(await fileClaim(deps, request.user.id, parsed.data, receipt));
      },
    );
  };
}
