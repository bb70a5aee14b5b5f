import { errorEnvelopeSchema, todayIn } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { contentDisposition } from '../../storage/index.js';
import { exportFhirBundle, exportHealthSummary, exportZipArchive } from './export.service.js';

/** An attachment's name: `sehat-{what}-{yyyy-MM-dd}.{ext}`, the patient's date (IST). */
/** `sehat-<what>-<yyyy-MM-dd>.<ext>`, the date in the patient's time zone. */
const fileName = (what: string, ext: string, at: Date, timeZone: string) =>
  `sehat-${what}-${todayIn(timeZone, at)}.${ext}`;

/** FHIR's JSON media type (hl7.org/fhir/R4/http.html#mime-type). */
const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/**
 * "Download my data" (docs/decisions/024-erasure-export-activity-log.md, export; DPDP Act 2023 s.11), under /api behind
 * the session guard: only the signed-in patient's own rows and files are ever read. Each export counts
 * against the per-patient `export` limit (20 in 15 minutes, shared by the three formats; 429 past it).
 */
export function exportRoutes({ db, now, storage }: ApiDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /**
     * GET /api/export/fhir → 200 a FHIR R4 Bundle (collection) of everything Sehat holds about the patient,
     * as an attachment `sehat-fhir-{yyyy-MM-dd}.json` (the patient's date, IST). 404 when the account is gone.
     */
    app.get(
      '/export/fhir',
      {
        config: { perUserLimit: 'export' },
        schema: {
          tags: ['export'],
          summary: "The patient's data as a FHIR R4 Bundle",
          response: {
            200: z.unknown().describe('A FHIR R4 Bundle (application/fhir+json)'),
            404: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const at = now();
        const bundle = await exportFhirBundle(db, request.patient.id, at);
        return reply
          .type(FHIR_JSON)
          .header(
            'content-disposition',
            contentDisposition('attachment', fileName('fhir', 'json', at, request.patient.timeZone)),
          )
          .send(JSON.stringify(bundle));
      },
    );
    /**
     * GET /api/export/summary.pdf → 200 the patient's health summary (application/pdf, streamed) as an
     * attachment `sehat-health-summary-{yyyy-MM-dd}.pdf`: profile, emergency card, current medicines,
     * medical records, lab trends, claims (see `healthSummaryPdf`). 404 when the account is gone.
     */
    app.get(
      '/export/summary.pdf',
      {
        config: { perUserLimit: 'export' },
        schema: {
          tags: ['export'],
          summary: "The patient's health summary as a PDF",
          response: {
            200: z.unknown().describe('A PDF document'),
            404: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const at = now();
        const pdf = await exportHealthSummary(db, request.patient.id, at);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            contentDisposition('attachment', fileName('health-summary', 'pdf', at, request.patient.timeZone)),
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    /**
     * GET /api/export/archive.zip → 200 a ZIP (application/zip, streamed, no length) as an attachment
     * `sehat-export-{yyyy-MM-dd}.zip`: `sehat-fhir-bundle.json`, `sehat-health-summary.pdf` and every
     * stored file of the patient, decrypted, under `files/…` (see `exportArchive`). A storage failure
     * partway aborts the response (the download fails; no truncated archive that looks whole). 404 when
     * the account is gone.
     */
    app.get(
      '/export/archive.zip',
      {
        // The entries are compressed inside the ZIP already.
        compress: false,
        config: { perUserLimit: 'export' },
        schema: {
          tags: ['export'],
          summary: 'Everything: FHIR bundle, health summary and every original file, as a ZIP',
          response: {
            200: z.unknown().describe('A ZIP archive'),
            404: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
          },
        },
      },
      async (request, reply) => {
        const at = now();
        const zip = await exportZipArchive(db, storage, request.patient.id, at);
        zip.once('error', (error) => request.log.error({ err: error }, 'export archive aborted'));
        return reply
          .type('application/zip')
          .header(
            'content-disposition',
            contentDisposition('attachment', fileName('export', 'zip', at, request.patient.timeZone)),
          )
          .header('cache-control', 'private, no-store')
          .send(zip);
      },
    );
  };
}
