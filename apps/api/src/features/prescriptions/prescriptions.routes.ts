import {
  errorEnvelopeSchema,
  pageQuerySchema,
  prescriptionPageSchema,
  type PrescriptionPage,
} from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/index.js';
import { filesOf, toListItem } from '../medical-records/medical-records.service.js';
import { listPrescriptionRecords } from './prescriptions.repository.js';

/** Prescription history (spec §2, §7), mounted under /api behind the session guard. */
export function prescriptionsRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/prescriptions?page=&page_size= → `{ items, total, page, page_size }`:
     * the patient's records with non-empty prescribed_medications, newest
     * record_date first, each with its list fields, medications and
     * prescription_files (`{ name, download_name, ext, viewable }`; links come
     * from GET /api/medical-records/:id/files/:fileName/url). page_size ≤ 100.
     */
    app.get(
      '/prescriptions',
      {
        schema: {
          tags: ['prescriptions'],
          summary: 'Records with medications, newest first, with their files',
          querystring: pageQuerySchema,
          response: { 200: prescriptionPageSchema, 400: errorEnvelopeSchema },
        },
      },
      async (request): Promise<PrescriptionPage> => {
        const { rows, total } = await listPrescriptionRecords(deps.db, request.user.id, request.query);
        return {
          items: rows.map((row) => ({
            ...toListItem(row),
            prescribed_medications: row.prescribedMedications ?? '',
            prescription_files: filesOf(row),
          })),
          total,
          page: request.query.page,
          page_size: request.query.page_size,
        };
      },
    );
  };
}
