import {
  errorEnvelopeSchema,
  schemeCardFieldsSchema,
  schemeCardFileQuerySchema,
  schemeCardListSchema,
  schemeCardParamsSchema,
  schemeCardSchema,
  signedLinkSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { invalid } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload } from '../../storage/index.js';
import {
  CARD_FILE_BUCKET,
  addCard,
  cardFileLink,
  editCard,
  forgetCardFile,
  listOwnCards,
  removeCard,
} from './government-schemes.service.js';

/** The card form's upload: its fields, then at most one card file (PDF, JPG, JPEG or PNG by content). */
const cardUpload = {
  bucket: CARD_FILE_BUCKET,
  fileField: 'card_file',
  fields: schemeCardFieldsSchema,
  maxFiles: 1,
  tooManyFiles: () => invalid('governmentSchemes.oneCardFile', 'TOO_MANY_FILES'),
} as const;

const uploadErrors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  415: errorEnvelopeSchema,
};

/**
 * Government scheme card endpoints (docs/decisions/056-government-schemes.md), under /api behind the
 * session guard; every one acts for `request.patient` and answers 404 for another patient's card.
 */
export function governmentSchemesRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/government-schemes → { items: SchemeCard[] }, in the order they were added. */
    app.get(
      '/government-schemes',
      {
        schema: {
          tags: ['government-schemes'],
          summary: "The patient's government scheme cards",
          response: { 200: schemeCardListSchema },
        },
      },
      async (request) => listOwnCards(deps.db, request.patient.id),
    );

    /** GET /api/government-schemes/:id/card-file?disposition=inline|attachment → { url, expires_at } (3600 s). */
    app.get(
      '/government-schemes/:id/card-file',
      {
        schema: {
          tags: ['government-schemes'],
          summary: "A signed link to a scheme card's file",
          params: schemeCardParamsSchema,
          querystring: schemeCardFileQuerySchema,
          response: { 200: signedLinkSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => cardFileLink(deps, request.patient.id, request.params.id, request.query.disposition),
    );

    /**
     * POST /api/government-schemes, multipart/form-data through the upload pipeline: the card form's text
     * fields (schemeCardFieldsSchema) first, then an optional file part `card_file` (PDF, JPG, JPEG or PNG
     * by content, ≤ 10 MiB) → 201 SchemeCard. 400 the first problem of the fields (a number in the wrong
     * format, a state scheme without its state); 413 too large or past the quota; 415 not multipart or a
     * file of another type (an executable). Nothing is stored on any error.
     */
    app.post(
      '/government-schemes',
      {
        schema: {
          tags: ['government-schemes'],
          summary: 'Add a government scheme card with an optional card file',
          consumes: ['multipart/form-data'],
          response: { 201: schemeCardSchema, ...uploadErrors },
        },
        config: multipartDocs(cardUpload),
      },
      async (request, reply) => {
        const patientId = request.patient.id;
        const card = await receiveUpload(request, deps, patientId, cardUpload, (tx, fields, files) =>
          addCard(tx, patientId, fields, files[0]),
        );
        return reply.code(201).send(card);
      },
    );

    /**
     * PUT /api/government-schemes/:id, multipart like the add form → SchemeCard: replaces the fields, and
     * the card file when one is sent (the old one is deleted). 404 another patient's; else as POST.
     */
    app.put(
      '/government-schemes/:id',
      {
        schema: {
          tags: ['government-schemes'],
          summary: 'Edit a government scheme card',
          consumes: ['multipart/form-data'],
          params: schemeCardParamsSchema,
          response: { 200: schemeCardSchema, ...uploadErrors },
        },
        config: multipartDocs(cardUpload),
      },
      async (request) => {
        const patientId = request.patient.id;
        const { card, replacedKey } = await receiveUpload(
          request,
          deps,
          patientId,
          cardUpload,
          (tx, fields, files) => editCard(tx, patientId, request.params.id, fields, files[0]),
        );
        await forgetCardFile(deps, replacedKey);
        return card;
      },
    );

    /** DELETE /api/government-schemes/:id → 204, the card file deleted; 404 another patient's. */
    app.delete(
      '/government-schemes/:id',
      {
        schema: {
          tags: ['government-schemes'],
          summary: 'Delete a government scheme card and its file',
          params: schemeCardParamsSchema,
          response: { 204: z.null().describe('Deleted'), 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await removeCard(deps, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
