import {
  createLabReportSchema,
  documentReadParamsSchema,
  errorEnvelopeSchema,
  fileUrlQuerySchema,
  labReportPageSchema,
  labReportParamsSchema,
  labReportSchema,
  labTestSummaryListSchema,
  labTrendParamsSchema,
  labTrendSchema,
  MAX_PRESCRIPTION_FILES,
  pageQuerySchema,
  signedLinkSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { tooMany } from '../../errors/domain-errors.js';
import { multipartDocs, receiveUpload, signFileLink } from '../../storage/index.js';
import { takeReadFile } from '../document-reading/index.js';
import {
  createLabReport,
  editLabReport,
  getLabReport,
  getLabTrend,
  labReportFileKey,
  listLabReports,
  listLabTests,
  removeLabReport,
} from './lab-reports.service.js';

/**
 * The fields' shape; the date rule needs the clock, so the service checks
 * "not after today" itself (in the patient's time zone).
 */
const labReportFieldsSchema = createLabReportSchema('9999-12-31');

/** A new report may name the read it was pre-filled from: that read's file becomes the report's file. */
const newLabReportFieldsSchema = labReportFieldsSchema.and(
  z.object({ read_id: documentReadParamsSchema.shape.read_id.optional() }),
);

const upload = {
  bucket: 'lab-reports',
  fileField: 'files',
  fields: newLabReportFieldsSchema,
  maxFiles: MAX_PRESCRIPTION_FILES,
  tooManyFiles: () => tooMany('upload.tooMany', 'TOO_MANY_FILES'),
} as const;

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * Lab reports and trends (docs/product.md#screens-added-since-the-first-version), under /api behind
 * the session guard. Every query is scoped to the signed-in patient: another
 * patient's report id is a 404. Dates `yyyy-MM-dd` in the patient's time zone.
 */
export function labReportsRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    /** GET /api/lab-reports?page=&page_size= → reports newest first with result, flagged and file counts. */
    app.get(
      '/lab-reports',
      {
        schema: {
          tags: ['lab-reports'],
          summary: "The patient's lab reports, newest first",
          querystring: pageQuerySchema,
          response: { 200: labReportPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listLabReports(db, request.patient.id, request.query),
    );

    /**
     * POST /api/lab-reports, multipart through the upload pipeline: lab_name,
     * report_date (not in the future), ordering_doctor?, results (JSON text:
     * 1–100 rows of { test_code } or { test_name, unit, reference_range },
     * each with value), then up to 5 files in `files` (as prescriptions) →
     * 201 report with each result flagged. 400 the first problem (a
     * non-number for a numeric test names the test); 413/415 as prescriptions. `read_id` (optional, a
     * read of POST /api/lab-reports/read) attaches that read's file and ends the read; 404 an unknown one.
     */
    app.post(
      '/lab-reports',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'Add a lab report with its results and files (multipart)',
          consumes: ['multipart/form-data'],
          response: { 201: labReportSchema, ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema },
        },
        config: multipartDocs(upload),
      },
      async (request, reply) => {
        const userId = request.patient.id;
        const report = await receiveUpload(request, deps, userId, upload, async (tx, fields, files) => {
          const { read_id: readId, ...reportFields } = fields;
          const readFiles = readId ? [await takeReadFile(tx, userId, 'lab_report', readId)] : [];
          return createLabReport(
            tx,
            userId,
            reportFields,
            files,
            deps.now(),
            request.patient.timeZone,
            readFiles,
          );
        });
        return reply.code(201).send(report);
      },
    );

    /** GET /api/lab-reports/:id → the report with its results and files. 404 another patient's. */
    app.get(
      '/lab-reports/:id',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'One lab report',
          params: labReportParamsSchema,
          response: { 200: labReportSchema, ...errors },
        },
      },
      async (request) => getLabReport(db, request.patient.id, request.params.id),
    );

    /** PUT /api/lab-reports/:id, JSON fields and results (files stay) → report. 400 / 404 as above. */
    app.put(
      '/lab-reports/:id',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'Edit a lab report and its results',
          params: labReportParamsSchema,
          body: labReportFieldsSchema,
          response: { 200: labReportSchema, ...errors },
        },
      },
      async (request) =>
        editLabReport(
          db,
          request.patient.id,
          request.params.id,
          request.body,
          deps.now(),
          request.patient.timeZone,
        ),
    );

    /** DELETE /api/lab-reports/:id → 204, results and files removed. 404 another patient's. */
    app.delete(
      '/lab-reports/:id',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'Delete a lab report with its results and files',
          params: labReportParamsSchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        await removeLabReport(db, storage, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /** GET /api/lab-reports/:id/files/:fileName/url?disposition= → a signed link valid 3600 s. 404 otherwise. */
    app.get(
      '/lab-reports/:id/files/:fileName/url',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'Signed link to one file of a lab report',
          params: labReportParamsSchema.extend({ fileName: z.string().max(100) }),
          querystring: fileUrlQuerySchema,
          response: { 200: signedLinkSchema, ...errors },
        },
      },
      async (request) => {
        const { key, file } = await labReportFileKey(
          db,
          request.patient.id,
          request.params.id,
          request.params.fileName,
        );
        return signFileLink({
          secret: deps.fileSecret,
          bucket: 'lab-reports',
          key,
          disposition: file.viewable ? request.query.disposition : 'attachment',
          filename: file.display_name,
          now: deps.now(),
        });
      },
    );

    /** GET /api/lab-trends → every test with results and its latest value, by name. */
    app.get(
      '/lab-trends',
      {
        schema: {
          tags: ['lab-reports'],
          summary: 'Tests the patient has results for',
          response: { 200: labTestSummaryListSchema },
        },
      },
      async (request) => listLabTests(db, request.patient.id),
    );

    /** GET /api/lab-trends/:key ('hba1c' or 'custom:<name>') → the values over time and the reference band. */
    app.get(
      '/lab-trends/:key',
      {
        schema: {
          tags: ['lab-reports'],
          summary: "One test's values over time",
          params: labTrendParamsSchema,
          response: { 200: labTrendSchema, ...errors },
        },
      },
      async (request) => getLabTrend(db, request.patient.id, request.params.key),
    );
  };
}
