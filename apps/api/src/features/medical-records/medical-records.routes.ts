import {
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
import type { Db } from '../../db/index.js';
import { signFileLink, type StorageDriver } from '../../storage/index.js';
import {
  addPrescriptionFiles,
  createMedicalRecord,
  getRecordRow,
  listMedicalRecords,
  prescriptionFileLink,
  removePrescriptionFile,
  toMedicalRecord,
} from './medical-records.service.js';
import { receivePrescriptionUpload } from './medical-records.upload.js';

export interface MedicalRecordsDeps {
  db: Db;
  storage: StorageDriver;
  /** Key of signed file links (`fileUrlSecret(...)`). */
  fileSecret: string;
  now: () => Date;
}

const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
const uploadErrors = { ...errors, 413: errorEnvelopeSchema, 415: errorEnvelopeSchema };

/**
 * Medical history and prescription files (spec §2, §3, §5, §7), mounted under
 * /api behind the session guard. Every query is scoped to the signed-in
 * patient: another patient's record id is a 404. Dates are `yyyy-MM-dd` in
 * the patient's time zone (Asia/Kolkata); sizes in bytes.
 */
export function medicalRecordsRoutes(deps: MedicalRecordsDeps): FastifyPluginAsyncZod {
  const { db, storage } = deps;
  return async (app) => {
    /**
     * GET /api/medical-records?page=&page_size= → `{ items, total, page, page_size }`
     * of list rows (id, primary_reason, doctor_name, hospital_name,
     * record_date, visit_type, created_at), newest record_date first
     * (spec §2 "Medical history list", §7). page_size at most 100; 400 otherwise.
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
      async (request) => listMedicalRecords(db, request.user.id, request.query),
    );

    /**
     * GET /api/medical-records/:id → the whole record (spec §3), its files as
     * `{ name, download_name, ext, viewable }`. 404 for a malformed, missing or
     * another patient's id (spec §2 "Medical history detail").
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
      async (request) => toMedicalRecord(await getRecordRow(db, request.user.id, request.params.id)),
    );

    /**
     * POST /api/medical-records, `multipart/form-data`: the form's text fields
     * (spec §3 medical_records; required primary_reason, doctor_name,
     * hospital_name, diagnosis, treatment_plan, record_date, visit_type; dates
     * `yyyy-MM-dd`, empty follow_up_date → null) and up to 5 files in `files`
     * (pdf, jpg/jpeg, png, doc, docx by content; 10 MiB each). Creates the
     * record with its files at once → 201 record. 400 missing/invalid field
     * ('Validation Error: Please fill in all required fields.') or a 6th file
     * ('Too many files: You can only upload up to 5 files.'); 413 file over
     * 10 MiB; 415 file type refused. Nothing is stored on any failure.
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
      },
      async (request, reply) => {
        const userId = request.user.id;
        const { fields, keys } = await receivePrescriptionUpload(request, storage, {
          userId,
          maxFiles: MAX_PRESCRIPTION_FILES,
          now: deps.now,
        });
        return reply.code(201).send(await createMedicalRecord(db, storage, userId, fields, keys, deps.now()));
      },
    );

    /**
     * POST /api/medical-records/:id/files, `multipart/form-data` with files in
     * `files`: adds them to the record → 200 record. At most 5 per record
     * counting those already there (spec §5): more → 400 'Too many files: …'.
     * 404 another patient's record; 413 / 415 as on create. Nothing is stored
     * on any failure.
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
      },
      async (request) => {
        const userId = request.user.id;
        const row = await getRecordRow(db, userId, request.params.id);
        const { keys } = await receivePrescriptionUpload(request, storage, {
          userId,
          maxFiles: MAX_PRESCRIPTION_FILES - row.prescriptionFiles.length,
          now: deps.now,
        });
        return addPrescriptionFiles(db, storage, userId, row.id, keys);
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
        removePrescriptionFile(db, storage, request.user.id, request.params.id, request.params.fileName),
    );

    /**
     * GET /api/medical-records/:id/files/:fileName/url?disposition=attachment|inline
     * → `{ url, expires_at }`: a signed same-origin link valid 3600 s (spec
     * §7, §9), downloading as 'prescription-<n>.<ext>' or, `inline`, shown in
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
          request.user.id,
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
