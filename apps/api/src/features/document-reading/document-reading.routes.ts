import {
  documentReadCreatedSchema,
  documentReadParamsSchema,
  documentReadSchema,
  errorEnvelopeSchema,
  type DocumentReadKind,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { tooMany } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload } from '../../storage/index.js';
import { DOCUMENT_READING_JOB } from './document-reading.job.js';
import { getRead, queueRead, READ_BUCKETS } from './document-reading.service.js';

/** Each kind of read, under the path of what it becomes on Save. */
const KINDS = [
  { kind: 'lab_report', path: '/lab-reports/read', tag: 'lab-reports', what: 'a lab report' },
  { kind: 'prescription', path: '/medical-records/read', tag: 'medical-records', what: 'a prescription' },
] as const satisfies readonly { kind: DocumentReadKind; path: string; tag: string; what: string }[];

const uploadOf = (kind: DocumentReadKind) =>
  ({
    bucket: READ_BUCKETS[kind],
    fileField: 'file',
    fields: z.object({}),
    maxFiles: 1,
    minFiles: 1,
    tooManyFiles: () => tooMany('upload.tooMany', 'TOO_MANY_FILES'),
  }) as const;

/**
 * Reading a lab report or a prescription from a PDF or a photo (docs/decisions/050-reading-documents.md),
 * under /api behind the session guard: the upload queues a read that the `document-reading` job does off
 * the request path; the screen polls the read and opens the lab report form or the medical-history form
 * pre-filled. Nothing is a report or a record until the form is saved (POST /api/lab-reports or POST
 * /api/medical-records with `read_id`). Scoped to the patient the request acts for.
 */
export function documentReadingRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    for (const { kind, path, tag, what } of KINDS) {
      const upload = uploadOf(kind);
      /**
       * POST /api/lab-reports/read or /api/medical-records/read, multipart, one PDF/JPG/PNG in `file` (at
       * most 10 MiB, through the upload pipeline) → 202 { read_id }. 400 no file; 413 too large or past the
       * quota; 415 not a PDF or image; 429 past the patient's reads per hour ('limits.read', both kinds
       * together). A PDF over 20 pages, encrypted or corrupt, an image over 40 megapixels or one where
       * nothing of its kind was found ends as a 'failed' read with its reason.
       */
      app.post(
        path,
        {
          schema: {
            tags: [tag],
            summary: `Read ${what} from a PDF or a photo (multipart)`,
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
            queueRead(tx, userId, kind, files[0]!, deps.now()),
          );
          app.jobs.trigger(DOCUMENT_READING_JOB);
          return reply.code(202).send(created);
        },
      );

      /** GET …/read/:read_id → { kind, status, progress, file, draft | prescription, message? }. 404 another patient's or kind's. */
      app.get(
        `${path}/:read_id`,
        {
          schema: {
            tags: [tag],
            summary: 'The state of a read, and its draft once done',
            params: documentReadParamsSchema,
            response: { 200: documentReadSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
          },
        },
        async (request) => getRead(db, request.patient.id, kind, request.params.read_id),
      );
    }
  };
}
