import {
  createMedicalRecordSchema,
  documentReadParamsSchema,
  errorEnvelopeSchema,
  fileUrlQuerySchema,
  MAX_PRESCRIPTION_FILES,
  medicalRecordFileParamsSchema,
  medicalRecordIdParamsSchema,
  medicalRecordPageSchema,
  medicalRecordSchema,
  pageQuerySchema,
  signedLinkSchema,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { multipartDocs, receiveUpload, signFileLink } from '../../storage/index.js';
import { takeReadFile } from '../document-reading/index.js';
import {
  createMedicalRecord,
  editMedicalRecord,
  getMedicalRecord,
  listMedicalRecords,
  removeMedicalRecord,
} from './medical-records.service.js';
import {
  addPrescriptionFiles,
  freeFileSlots,
  prescriptionFileLink,
  removePrescriptionFile,
  tooManyFiles,
} from './prescription-files.service.js';

/** A new record may name the prescription read it was pre-filled from: that read's file becomes one of its files. */
const newRecordFieldsSchema = createMedicalRecordSchema.and(
  z.object({ read_id: documentReadParamsSchema.shape.read_id.optional() }),
);

/** The multipart field that carries prescription files. */
const FILES_FIELD = 'files';

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };

/**
 * Medical history and prescription files (docs/product.md#screens-and-routes, docs/product.md#data-kept, docs/product.md#validation-rules, docs/product.md#data-calls), mounted under
 * /api behind the session guard. Every query is scoped to the signed-in
 * patient: another patient's record id is a 404. Dates are `yyyy-MM-dd` in
 * the patient's time zone (decision 032); sizes in bytes.
 */
export function medicalRecordsRoutes(deps: ApiDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  const createUpload = {
    bucket: 'prescriptions',
    fileField: FILES_FIELD,
    fields: newRecordFieldsSchema,
    maxFiles: MAX_PRESCRIPTION_FILES,
    tooManyFiles,
  } as const;
  return async (app) => {
    /**
     * GET /api/medical-records?page=&page_size= → `{ items, total, page, page_size }`
     * of list rows (id, primary_reason, doctor_name, hospital_name,
     * record_date, visit_type, created_at), newest record_date first
     * (docs/product.md#medical-history-list, docs/product.md#data-calls). page_size at most 100; 400 otherwise.
     */
    app.get(
      '/medical-records',
      {
        schema: {
          tags: ['medical-records'],
          summary: "The patient's medical history, newest visit first",
          querystring: pageQuerySchema,
          response: { 200: medicalRecordPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request) => listMedicalRecords(db, request.patient.id, request.query),
    );

    /**
     * GET /api/medical-records/:id → the whole record (docs/product.md#data-kept), its files as
     * `{ name, display_name, ext, viewable }`. 404 for a malformed, missing or
     * another patient's id (docs/product.md#medical-history-detail).
     */
    app.get(
      '/medical-records/:id',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'One medical history record',
          params: medicalRecordIdParamsSchema,
          response: { 200: medicalRecordSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) => getMedicalRecord(db, request.patient.id, request.params.id),
    );

    /**
     * POST /api/medical-records, `multipart/form-data` through the upload
     * pipeline: the form's text fields first (docs/product.md#medical-records;
     * required primary_reason, doctor_name, hospital_name, diagnosis,
     * treatment_plan, record_date, visit_type; dates `yyyy-MM-dd`, empty
     * follow_up_date → null), then up to 5 files in `files` (pdf, jpg/jpeg,
     * png, doc, docx by content; 10 MiB each; the patient's file names kept).
     * Creates the record with its files at once → 201 record. 400 malformed
     * multipart, missing/invalid field ('Validation Error: Please fill in all
     * required fields.') or a 6th file ('Too many files: You can only upload up
     * to 5 files.'); 413 a file over 10 MiB ('x.pdf: larger than 10 MB') or
     * past the quota ('Storage limit reached'); 415 a refused type
     * ('fake.pdf: not a PDF, JPG, JPEG, PNG, DOC or DOCX file'). Nothing is
     * stored on any failure. `read_id` (optional, a read of POST /api/medical-records/read) attaches
     * that read's file first and ends the read, leaving room for 4 more files (400 TOO_MANY_FILES past it);
     * 404 an unknown one (docs/decisions/050-reading-documents.md).
     */
    app.post(
      '/medical-records',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'Add a medical history record with its prescription files (multipart)',
          consumes: ['multipart/form-data'],
          response: { 201: medicalRecordSchema, ...uploadErrors },
        },
        config: multipartDocs(createUpload),
      },
      async (request, reply) => {
        const userId = request.patient.id;
        const record = await receiveUpload(request, deps, userId, createUpload, async (tx, fields, files) => {
          const { read_id: readId, ...recordFields } = fields;
          // The read's file counts against the record's MAX_PRESCRIPTION_FILES.
          if (readId && files.length >= MAX_PRESCRIPTION_FILES) throw tooManyFiles();
          const readFile = readId ? [await takeReadFile(tx, userId, 'prescription', readId)] : [];
          return createMedicalRecord(
            tx,
            userId,
            recordFields,
            files,
            deps.now(),
            request.patient.timeZone,
            readFile,
          );
        });
        return reply.code(201).send(record);
      },
    );

    /**
     * PUT /api/medical-records/:id, JSON with every field of the create form
     * (files change through their own routes) → 200 record. 400 with the
     * first problem (a visit date in the future, a follow-up before the
     * visit); 404 another patient's record (docs/product.md#screens-added-since-the-first-version).
     */
    app.put(
      '/medical-records/:id',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'Edit a medical history record',
          params: medicalRecordIdParamsSchema,
          body: createMedicalRecordSchema,
          response: { 200: medicalRecordSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) =>
        editMedicalRecord(
          db,
          request.patient.id,
          request.params.id,
          request.body,
          deps.now(),
          request.patient.timeZone,
        ),
    );

    /**
     * DELETE /api/medical-records/:id → 204: the record, its files and their
     * names are removed; dashboard counts, the bell and lists follow. 404
     * another patient's record.
     */
    app.delete(
      '/medical-records/:id',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'Delete a medical history record and its files',
          params: medicalRecordIdParamsSchema,
          response: { 204: z.null().describe('Deleted'), 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        await removeMedicalRecord(db, storage, request.patient.id, request.params.id);
        return reply.code(204).send(null);
      },
    );

    /**
     * POST /api/medical-records/:id/files, `multipart/form-data` with files in
     * `files`: adds them to the record → 200 record. At most 5 per record
     * counting those already there (docs/product.md#validation-rules): more → 400 'Too many files: …';
     * none → 400. 404 another patient's record; 400 / 413 / 415 as on create.
     * Nothing is stored on any failure.
     */
    app.post(
      '/medical-records/:id/files',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'Upload more prescription files to a record (multipart)',
          consumes: ['multipart/form-data'],
          params: medicalRecordIdParamsSchema,
          response: { 200: medicalRecordSchema, ...uploadErrors },
        },
        config: multipartDocs({ ...createUpload, fields: z.object({}) }),
      },
      async (request) => {
        const userId = request.patient.id;
        const { id } = request.params;
        const free = await freeFileSlots(db, userId, id, MAX_PRESCRIPTION_FILES);
        return receiveUpload(
          request,
          deps,
          userId,
          {
            bucket: 'prescriptions',
            fileField: FILES_FIELD,
            fields: z.object({}),
            maxFiles: free,
            minFiles: 1,
            missingFileMessage: 'request.chooseFiles',
            tooManyFiles,
          },
          (tx, _fields, files) => addPrescriptionFiles(tx, userId, id, files, MAX_PRESCRIPTION_FILES),
        );
      },
    );

    /**
     * DELETE /api/medical-records/:id/files/:fileName → 200 record without
     * that file; the file is deleted from storage. 404 for another patient's
     * record or a file the record does not hold.
     */
    app.delete(
      '/medical-records/:id/files/:fileName',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'Remove one prescription file',
          params: medicalRecordFileParamsSchema,
          response: { 200: medicalRecordSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) =>
        removePrescriptionFile(db, storage, request.patient.id, request.params.id, request.params.fileName),
    );

    /**
     * GET /api/medical-records/:id/files/:fileName/url?disposition=attachment|inline
     * → `{ url, expires_at }`: a signed same-origin link valid 3600 s (docs/product.md#data-calls, docs/product.md#limits-and-constants), downloading under the patient's file name or, `inline`, shown in
     * a tab (PDF and images only; others always download). 404 for another
     * patient's record or file.
     */
    app.get(
      '/medical-records/:id/files/:fileName/url',
      {
        schema: {
          tags: ['medical-records'],
          summary: 'Signed link to download or open one prescription file',
          params: medicalRecordFileParamsSchema,
          querystring: fileUrlQuerySchema,
          response: { 200: signedLinkSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request) =>
        prescriptionFileLink(
          db,
          request.patient.id,
          request.params.id,
          request.params.fileName,
          request.query.disposition,
          (key, disposition, filename) =>
            signFileLink({
              secret: deps.fileSecret,
              bucket: 'prescriptions',
              key,
              disposition,
              filename,
              now: deps.now(),
            }),
        ),
    );
  };
}
