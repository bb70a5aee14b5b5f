import { PassThrough, type Readable } from 'node:stream';
import type { Bundle } from '@medplum/fhirtypes';
import yazl from 'yazl';
import { isBucket, type StorageDriver } from '../../storage/index.js';
import { archivePaths, fileId } from './archive-paths.js';
import type { PatientRows } from './export.repository.js';

/** The fixed entries of the export archive (the import reads them by these names). */
export const ARCHIVE_BUNDLE = 'sehat-fhir-bundle.json';
export const ARCHIVE_SUMMARY = 'sehat-health-summary.pdf';

export interface ArchiveParts {
  rows: PatientRows;
  bundle: Bundle;
  /** Makes the health summary's PDF stream; called when its turn in the archive comes. */
  summary: () => Readable;
  /** The storage layer: files are read, decrypted, one at a time as the archive reaches them. */
  storage: StorageDriver;
  now: Date;
}

/**
 * The export ZIP (docs/decisions/024-erasure-export-activity-log.md, export (c)) as a stream: the FHIR bundle, the
 * health summary PDF, then every stored file of the patient at its `archivePaths` path. Nothing is
 * buffered beyond one entry's chunk: each file is opened from storage only when the archive reaches it
 * and flows through as the client reads. PDFs and images are stored, not deflated again.
 *
 * A failure partway (a file missing or failing to decrypt) destroys the returned stream with the error,
 * so the HTTP response is cut off without the ZIP's central directory: the browser reports a failed
 * download rather than saving an archive that looks complete. Only the patient's own rows are named.
 */
export function exportArchive({ rows, bundle, summary, storage, now }: ArchiveParts): Readable {
  const zip = new yazl.ZipFile();
  const out = new PassThrough();
  const fail = (error: Error) => {
    if (!out.destroyed) out.destroy(error);
  };
  zip.on('error', fail);
  let reading: Readable | undefined;
  const watched = (stream: Readable) => {
    reading = stream;
    return stream.once('error', fail);
  };

  zip.addBuffer(Buffer.from(JSON.stringify(bundle, null, 2)), ARCHIVE_BUNDLE, { mtime: now });
  zip.addReadStreamLazy(ARCHIVE_SUMMARY, { mtime: now }, (callback) => callback(null, watched(summary())));
  const paths = archivePaths(rows);
  for (const file of rows.files) {
    const path = paths.get(fileId(file))!;
    zip.addReadStreamLazy(
      path,
      {
        mtime: file.createdAt,
        size: file.sizeBytes,
        compress: !/^(image|application\/pdf)/.test(file.contentType),
      },
      (callback) => {
        if (!isBucket(file.bucket)) return callback(new Error('unknown bucket'), undefined as never);
        storage.get(file.bucket, file.key).then(
          (stream) => callback(null, watched(stream)),
          (error: Error) => callback(error, undefined as never),
        );
      },
    );
  }
  zip.end();
  zip.outputStream.on('error', fail);
  zip.outputStream.pipe(out);
  // The client went away: stop reading files.
  out.once('close', () => {
    if (out.writableFinished) return;
    zip.outputStream.unpipe(out);
    reading?.destroy();
  });
  return out;
}
