import {
  errorEnvelopeSchema,
  READING_CSV_LIMITS,
  readingInputSchema,
  readingListQuerySchema,
  readingCsvSchema,
  readingImportPreviewSchema,
  readingImportResultSchema,
  readingPageSchema,
  readingParamsSchema,
  readingSchema,
  readingSeriesQuerySchema,
  readingSeriesSchema,
  readingSummarySchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { importReadings, previewImport } from './readings-import.service.js';
import {
  createReading,
  editReading,
  getReading,
  listReadingsPage,
  readingSeries,
  readingSummary,
  removeReading,
} from './readings.service.js';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Readings taken at home (docs/decisions/052-readings.md), under /api behind the session guard. Every query
 * is scoped to the patient the request acts for (`request.patient.id`): another patient's reading id is a 404.
 * Times are ISO 8601 instants; values in the catalogue's units. Creates, edits and deletes are in the
 * activity log (activity-hook.ts).
 */
export function readingsRoutes({ db, now }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** GET /api/readings?kind=&from=&to=&page=&page_size= → a page of readings, newest first. 400 a bad query. */
    app.get(
      '/readings',
      {
        schema: {
          tags: ['readings'],
          summary: "The patient's readings, newest first",
          querystring: readingListQuerySchema,
          response: { 200: readingPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listReadingsPage(db, request.patient.id, request.query),
    );

    /** GET /api/readings/summary → per kind: latest, 7- and 30-day averages, flagged in 30 days. */
    app.get(
      '/readings/summary',
      {
        schema: {
          tags: ['readings'],
          summary: 'Latest reading and averages of each kind',
          response: { 200: readingSummarySchema },
        },
      },
      async (request) => readingSummary(db, request.patient.id, now()),
    );

    /** GET /api/readings/series?kind=&days=7|30|90|365 → one kind's chart: points oldest first and the band. */
    app.get(
      '/readings/series',
      {
        schema: {
          tags: ['readings'],
          summary: "One kind's readings over a period, with its target band",
          querystring: readingSeriesQuerySchema,
          response: { 200: readingSeriesSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => readingSeries(db, request.patient.id, request.query, now()),
    );

    /** POST /api/readings → 201 the reading, flagged. 400 out of bounds or dated in the future. */
    app.post(
      '/readings',
      {
        schema: {
          tags: ['readings'],
          summary: 'Log a reading',
          body: readingInputSchema,
          response: { 201: readingSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createReading(db, request.patient.id, request.body, now())),
    );

    /** A CSV body may be larger than other JSON bodies, but under 10 MB (a larger one is a 413). */
    const csvRoute = { bodyLimit: READING_CSV_LIMITS.maxBytes - 1 };

    /** POST /api/readings/import/preview { csv } → what the import would store; nothing stored. 400 / 413. */
    app.post(
      '/readings/import/preview',
      {
        ...csvRoute,
        schema: {
          tags: ['readings'],
          summary: 'Preview the readings of a CSV file',
          body: readingCsvSchema,
          response: { 200: readingImportPreviewSchema, 400: errorEnvelopeSchema, 413: errorEnvelopeSchema },
        },
      },
      async (request) => previewImport(request.body.csv, request.patient.timeZone, now()),
    );

    /** POST /api/readings/import { csv } → 201 { imported }: every reading of the file, or none. 400 / 413. */
    app.post(
      '/readings/import',
      {
        ...csvRoute,
        schema: {
          tags: ['readings'],
          summary: 'Import the readings of a CSV file',
          body: readingCsvSchema,
          response: { 201: readingImportResultSchema, 400: errorEnvelopeSchema, 413: errorEnvelopeSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await importReadings(db, request.patient.id, request.body.csv, request.patient.timeZone, now()),
          ),
    );

    /** GET /api/readings/:id → the reading. 404 another patient's. */
    app.get(
      '/readings/:id',
      {
        schema: {
          tags: ['readings'],
          summary: 'One reading',
          params: readingParamsSchema,
          response: { 200: readingSchema, ...errors },
        },
      },
      async (request) => getReading(db, request.patient.id, request.params.id),
    );

    /** PUT /api/readings/:id → the reading as replaced. 400 as POST; 404 another patient's. */
    app.put(
      '/readings/:id',
      {
        schema: {
          tags: ['readings'],
          summary: 'Edit a reading',
          params: readingParamsSchema,
          body: readingInputSchema,
          response: { 200: readingSchema, ...errors },
        },
      },
      async (request) => editReading(db, request.patient.id, request.params.id, request.body, now()),
    );

    /** DELETE /api/readings/:id → 204. 404 another patient's. */
    app.delete(
      '/readings/:id',
      {
        schema: {
          tags: ['readings'],
          summary: 'Delete a reading',
          params: readingParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await removeReading(db, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
