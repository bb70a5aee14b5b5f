import { errorEnvelopeSchema, MAX_UPLOAD_BYTES } from '@sehat/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import {
  fhirImportPreviewSchema,
  fhirImportQuerySchema,
  fhirImportResultSchema,
} from './fhir-import.schemas.js';
import { importFhirBundle, previewFhirImport } from './fhir-import.service.js';
import { IMPORT_ARCHIVE_LIMITS, readImportArchive } from './import-archive.js';

const errors = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};
/**
 * A Bundle up to 10 MiB (its inline files count; past it 413 before anything is read), counted against the
 * per-patient `import` limit (20 in 15 minutes, preview and import together; 429 past it).
 */
const bundleRoute = { bodyLimit: MAX_UPLOAD_BYTES, config: { perUserLimit: 'import' as const } };
const bundleBody = z.unknown().describe('A FHIR R4 Bundle (JSON)');
/**
 * Sehat's export ZIP (`application/zip`, up to IMPORT_ARCHIVE_LIMITS.bytes: past it 413 before anything is
 * read), counted against the same `import` limit.
 */
const archiveRoute = {
  bodyLimit: IMPORT_ARCHIVE_LIMITS.bytes,
  config: { perUserLimit: 'import' as const },
};
const archiveBody = z.instanceof(Buffer).describe("Sehat's export ZIP (application/zip)");

/**
 * "Import records" (docs/decisions/058-importing-fhir.md), under /api behind the session guard: a FHIR R4
 * Bundle (Sehat's own export, an ABDM/NRCeS document bundle, an International Patient Summary) into the
 * patient the request acts for. The patient themself or the account managing them; never a caregiver.
 */
export function fhirImportRoutes({
  db,
  now,
  storage,
  quotaBytes,
  fileSecret,
}: ApiDeps): FastifyPluginAsyncZod {
  const context = { db, now, storage, quotaBytes, fileSecret };
  /** The patient the request acts for, and the account acting (the patient or their manager). */
  const targetOf = (request: FastifyRequest) => ({
    id: request.patient.id,
    timeZone: request.patient.timeZone,
    accountId: request.user.id,
  });
  return async (app) => {
    // The export ZIP arrives as the request body itself, read whole (bounded by the route's bodyLimit).
    app.addContentTypeParser('application/zip', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    /** POST /api/import/preview (a Bundle) → 200 what would be added and skipped, whose it is; nothing stored. */
    app.post(
      '/import/preview',
      {
        ...bundleRoute,
        schema: {
          tags: ['import'],
          summary: 'Preview importing a FHIR R4 Bundle',
          body: bundleBody,
          response: { 200: fhirImportPreviewSchema, ...errors },
        },
      },
      async (request) => previewFhirImport(context, targetOf(request), { bundle: request.body }),
    );

    /**
     * POST /api/import?confirm_other_patient=true|false (a Bundle) → 201 `{ added }`. 409 when the Bundle is
     * about another person and the import is not confirmed.
     */
    app.post(
      '/import',
      {
        ...bundleRoute,
        schema: {
          tags: ['import'],
          summary: 'Import a FHIR R4 Bundle',
          querystring: fhirImportQuerySchema,
          body: bundleBody,
          response: { 201: fhirImportResultSchema, 409: errorEnvelopeSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await importFhirBundle(
              context,
              targetOf(request),
              { bundle: request.body },
              request.query.confirm_other_patient,
            ),
          ),
    );

    /**
     * POST /api/import/archive/preview (Sehat's export ZIP) → 200 as /api/import/preview, the ZIP's files
     * counted as documents of the records that hold them; nothing stored. 400 not a ZIP, a bad entry (a path
     * with `..`, a size it does not have), no `sehat-fhir-bundle.json`, a file missing or not its stated type;
     * 413 the ZIP, an entry or the entries together past IMPORT_ARCHIVE_LIMITS, or past the storage quota.
     */
    app.post(
      '/import/archive/preview',
      {
        ...archiveRoute,
        schema: {
          tags: ['import'],
          summary: "Preview importing Sehat's export ZIP",
          body: archiveBody,
          response: { 200: fhirImportPreviewSchema, ...errors },
        },
      },
      async (request) => previewFhirImport(context, targetOf(request), await readImportArchive(request.body)),
    );

    /**
     * POST /api/import/archive?confirm_other_patient=true|false (Sehat's export ZIP) → 201 `{ added }`, each
     * file stored with the row that holds it, all or nothing; errors as the ZIP's preview, and 409 as
     * /api/import.
     */
    app.post(
      '/import/archive',
      {
        ...archiveRoute,
        schema: {
          tags: ['import'],
          summary: "Import Sehat's export ZIP",
          querystring: fhirImportQuerySchema,
          body: archiveBody,
          response: { 201: fhirImportResultSchema, 409: errorEnvelopeSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await importFhirBundle(
              context,
              targetOf(request),
              await readImportArchive(request.body),
              request.query.confirm_other_patient,
            ),
          ),
    );
  };
}
