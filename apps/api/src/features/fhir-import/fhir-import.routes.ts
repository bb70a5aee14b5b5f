import { errorEnvelopeSchema, MAX_UPLOAD_BYTES } from '@sehat/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.js';
import { multipartDocs, receiveFileContent, type FileContentSpec } from '../../storage/index.js';
import {
  fhirImportPreviewSchema,
  fhirImportQuerySchema,
  fhirImportResultSchema,
} from './fhir-import.schemas.js';
import { importFhirBundle, previewFhirImport } from './fhir-import.service.js';
import { archiveTooLarge, IMPORT_ARCHIVE_LIMITS, readImportArchive } from './import-archive.js';

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
 * Sehat's export ZIP, the one file of a multipart upload in `archive` (up to IMPORT_ARCHIVE_LIMITS.bytes:
 * the parser stops there with 413), counted against the same `import` limit.
 */
const archiveUpload: FileContentSpec = {
  fileField: 'archive',
  maxBytes: IMPORT_ARCHIVE_LIMITS.bytes,
  tooLarge: archiveTooLarge,
};
const archiveRoute = {
  config: {
    ...multipartDocs({ fields: z.object({}), fileField: archiveUpload.fileField, maxFiles: 1 }),
    perUserLimit: 'import' as const,
  },
};

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
     * POST /api/import/archive/preview (multipart, Sehat's export ZIP in `archive`) → 200 as /api/import/preview,
     * the ZIP's files counted as documents of the records that hold them; nothing stored. 415 not multipart;
     * 400 no file, not a ZIP, a bad entry (a path with `..`, a size it does not have), no
     * `sehat-fhir-bundle.json`, a file missing or not its stated type; 413 the ZIP, an entry or the entries
     * together past IMPORT_ARCHIVE_LIMITS, or past the storage quota.
     */
    app.post(
      '/import/archive/preview',
      {
        ...archiveRoute,
        schema: {
          tags: ['import'],
          summary: "Preview importing Sehat's export ZIP",
          consumes: ['multipart/form-data'],
          response: { 200: fhirImportPreviewSchema, ...errors },
        },
      },
      async (request) =>
        previewFhirImport(
          context,
          targetOf(request),
          await readImportArchive(await receiveFileContent(request, archiveUpload)),
        ),
    );

    /**
     * POST /api/import/archive?confirm_other_patient=true|false (multipart, the ZIP in `archive`) → 201 `{ added }`, each
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
          consumes: ['multipart/form-data'],
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
              await readImportArchive(await receiveFileContent(request, archiveUpload)),
              request.query.confirm_other_patient,
            ),
          ),
    );
  };
}
