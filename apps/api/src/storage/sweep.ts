import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import type { JobDefinition } from '../jobs/index.js';
import type { Bucket, StorageDriver } from './driver.js';
import { ownerOfKey } from './keys.js';
import { forgetStoredFiles } from './stored-files.repository.js';

/** Files younger than this are never swept: their request may still be committing its row. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * A feature's answer to "which stored keys do your rows reference?" for one
 * bucket (docs/architecture.md#d9-one-upload-pipeline). Features export one from their
 * index.ts; the app hands them to the sweep, which never imports a feature's
 * tables. `referencedKeys` reads across patients: a system job, not a request.
 */
export interface FileReferences {
  bucket: Bucket;
  referencedKeys(db: Db, owners: readonly string[]): Promise<(string | null)[]>;
}

/**
 * Deletes stored files that no row references and that were last written
 * more than `olderThan` ms before `now` (default one hour), with their
 * `stored_files` rows. Catches what a crash between "file written" and "row
 * committed" leaves behind. Only buckets some provider speaks for are swept:
 * a bucket without one is left alone rather than emptied. Resolves with the
 * deleted files as `<bucket>/<key>`.
 */
export async function sweepOrphans(
  db: Db,
  storage: StorageDriver,
  references: readonly FileReferences[],
  options: { olderThan?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThan ?? ORPHAN_MIN_AGE_MS);
  const deleted: string[] = [];
  const buckets = [...new Set(references.map((r) => r.bucket))];
  for (const bucket of buckets) {
    const candidates = (await storage.list(bucket, '')).filter((o) => o.lastModified.getTime() < cutoff);
    if (candidates.length === 0) continue;

    const owners = [...new Set(candidates.map((o) => ownerOfKey(o.key)))];
    const referenced = new Set<string | null>();
    for (const provider of references.filter((r) => r.bucket === bucket)) {
      for (let i = 0; i < owners.length; i += 500) {
        for (const key of await provider.referencedKeys(db, owners.slice(i, i + 500))) referenced.add(key);
      }
    }
    const orphans = candidates.filter((object) => !referenced.has(object.key)).map((object) => object.key);
    for (const key of orphans) {
      await storage.delete(bucket, key);
      deleted.push(`${bucket}/${key}`);
    }
    await forgetStoredFiles(db, bucket, orphans);
  }
  return deleted;
}

/**
 * The hourly orphan sweep as a job (also run at start-up), logging how many
 * files it removed; one run across instances on PostgreSQL (jobs/).
 */
export function orphanSweepJob(
  db: Db,
  storage: StorageDriver,
  references: readonly FileReferences[],
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    name: 'orphan-sweep',
    everyMinutes: ORPHAN_MIN_AGE_MS / 60_000,
    runAtStart: true,
    async run(now) {
      const deleted = await sweepOrphans(db, storage, references, { now });
      if (deleted.length > 0) log.info({ count: deleted.length }, 'removed orphaned files');
    },
  };
}
