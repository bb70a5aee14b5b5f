import {
  documentReadCreatedSchema,
  documentReadParamsSchema,
  documentReadSchema,
  errorEnvelopeSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { tooMany } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload } from '../../storage/index.js';
import { DOCUMENT_READING_JOB } from './document-reading.job.js';
import { getRead, queueRead } from './document-reading.service.js';

const upload = {
  bucket: 'lab-reports',
  fileField: 'file',
  fields: z.object({}),
  maxFiles: 1,
  minFiles: 1,
  tooManyFiles: () => tooMany('upload.tooMany', 'TOO_MANY_FILES'),
} as const;

/**
 * Reading a lab report from a PDF or a photo (docs/decisions/050-reading-documents.md), under /api behind
 * the session guard: the upload queues a read that the `document-reading` job does off the request path;
 * the screen polls the read and opens the lab report form pre-filled. Nothing is a lab report until the
 * form is saved (POST /api/lab-reports with `read_id`). Scoped to the signed-in patient.
 */
export function documentReadingRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    /**
     * POST /api/lab-reports/read, multipart, one PDF/JPG/PNG in `file` (at most 10 MiB, through the upload
     * pipeline) → 202 { read_id }. 400 no file; 413 too large or past the quota; 415 not a PDF or image;
     * 429 past the patient's reads per hour ('limits.read'). A PDF over 20 pages, encrypted or corrupt, an
     * image over 40 megapixels or without results ends as a 'failed' read with its reason.
     */
    app.post(
      '/lab-reports/read',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'Read a lab report from a PDF or a photo (multipart)',
          consumes: ['multipart/form-data'],
          response: {
            202: documentReadCreatedSchema,
            400: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
            415: errorEnvelopeSchema,
          },
        },
        config: { ...multipartDocs(upload), perUserLimit: 'read' },
      },
      async (request, reply) => {
        const userId = request.patient.id;
        const created = await receiveUpload(request, deps, userId, upload, (tx, _fields, files) =>
          queueRead(tx, userId, files[0]!, deps.now()),
        );
        app.jobs.trigger(DOCUMENT_READING_JOB);
        return reply.code(202).send(created);
      },
    );

    /** GET /api/lab-reports/read/:read_id → { status, progress, file, draft? , message? }. 404 another patient's. */
    app.get(
      '/lab-reports/read/:read_id',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'The state of a read, and its draft once done',
          params: documentReadParamsSchema,
          response: { 200: documentReadSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getRead(db, request.patient.id, request.params.read_id),
    );
  };
}
