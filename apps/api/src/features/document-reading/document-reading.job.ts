import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import type { JobDefinition } from '../../jobs/index.js';
import { deleteStoredFiles, type StorageDriver } from '../../storage/index.js';
import { readLabReport, readPrescription, ReadFailure } from './document-reader.js';
import { READ_BUCKETS } from './document-reading.service.js';
import {
  claimNextRead,
  failRead,
  finishRead,
  readsCreatedBefore,
  setReadProgress,
  takeRead,
  type DocumentReadRow,
} from './document-reads.repository.js';
import type { OcrPool } from './ocr-engine.js';

export const DOCUMENT_READING_JOB = 'document-reading';
/** An unsaved read (its draft and its file) is kept this long, then deleted. */
export const READ_KEPT_MS = 24 * 60 * 60 * 1000;
/** A claimed read whose progress has not moved for this long is claimed again (its reader died). */
const STALE_READ_MS = 10 * 60 * 1000;
/** A read that crashed its reader this many times fails rather than being tried again. */
const MAX_READ_ATTEMPTS = 3;

export interface DocumentReadingDeps {
  db: Db;
  storage: StorageDriver;
  ocr: OcrPool;
  now: () => Date;
  /** READ_WORKERS: reads at once in this run. */
  workers: number;
  /** READ_PAGE_SECONDS × 1000. */
  pageTimeoutMs: number;
  log: FastifyBaseLogger;
}

async function bytesOf(storage: StorageDriver, read: DocumentReadRow): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(READ_BUCKETS[read.kind], read.fileKey))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Reads one claimed file; a bad file ends as 'failed' with its reason, never as a thrown error. */
async function readOne(deps: DocumentReadingDeps, read: DocumentReadRow): Promise<void> {
  const { db, now } = deps;
  if (read.attempts > MAX_READ_ATTEMPTS) {
    await failRead(db, read.id, { key: 'documentReading.failed', values: {} }, now());
    return;
  }
  const started = Date.now();
  try {
    const options = {
      ocr: deps.ocr,
      pageTimeoutMs: deps.pageTimeoutMs,
      onProgress: (percent: number) => setReadProgress(db, read.id, Math.min(percent, 99), now()),
    };
    const bytes = await bytesOf(deps.storage, read);
    // Counts and timings only: never a value, a name or the file's words.
    if (read.kind === 'prescription') {
      const draft = await readPrescription(bytes, read.contentType, options);
      await finishRead(db, read.id, draft, now());
      const counts = { medicines: draft.medicines.length, ms: Date.now() - started };
      deps.log.info({ read: read.id, ...counts }, 'prescription read');
    } else {
      const draft = await readLabReport(bytes, read.contentType, options);
      await finishRead(db, read.id, draft, now());
      const counts = { results: draft.results.length, unmapped: draft.unmapped.length };
      deps.log.info({ read: read.id, ...counts, ms: Date.now() - started }, 'lab report read');
    }
  } catch (error) {
    if (!(error instanceof ReadFailure)) {
      const code = (error as { code?: unknown }).code;
      deps.log.error({ read: read.id, kind: read.kind, code }, 'document read failed');
      await failRead(db, read.id, { key: 'documentReading.failed', values: {} }, now());
      return;
    }
    await failRead(db, read.id, { key: error.key, values: error.values }, now());
    const outcome = { read: read.id, kind: read.kind, reason: error.key, ms: Date.now() - started };
    deps.log.info(outcome, 'document not read');
  }
}

/** Deletes unsaved reads older than READ_KEPT_MS with their files. */
async function expireReads(deps: DocumentReadingDeps, now: Date): Promise<void> {
  const old = await readsCreatedBefore(deps.db, new Date(now.getTime() - READ_KEPT_MS), 500);
  for (const read of old) {
    await deps.db.transaction(async (tx) => {
      await deleteStoredFiles(tx, read.patientId, READ_BUCKETS[read.kind], [read.fileKey]);
      await takeRead(tx, read.patientId, read.kind, read.id);
    });
    await deps.storage.delete(READ_BUCKETS[read.kind], read.fileKey).catch(() => undefined);
  }
}

/**
 * The reading job (jobs/, docs/decisions/028-jobs-and-reminders.md): expires old unsaved reads, then
 * `workers` readers claim queued reads one at a time until none is left. Triggered by each upload; also
 * every minute and at start, for reads queued while the server was down.
 */
export function documentReadingJob(deps: DocumentReadingDeps): JobDefinition {
  return {
    name: DOCUMENT_READING_JOB,
    everyMinutes: 1,
    runAtStart: true,
    async run(now) {
      await expireReads(deps, now);
      const reader = async () => {
        for (;;) {
          const at = deps.now();
          const read = await claimNextRead(deps.db, at, new Date(at.getTime() - STALE_READ_MS));
          if (!read) return;
          await readOne(deps, read);
        }
      };
      await Promise.all(Array.from({ length: deps.workers }, reader));
    },
  };
}
