import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { insuranceClaims, medicalRecords, profiles } from '../db/schema/index.js';
import { BUCKETS, type Bucket, type StorageDriver } from './driver.js';
import { ownerOfKey } from './keys.js';

/** Files younger than this are never swept: their request may still be committing its row. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** The storage keys that rows of these owners point at, per bucket (spec §3 file areas). */
const referencedKeys: Record<Bucket, (db: Db, owners: string[]) => Promise<(string | null)[]>> = {
  prescriptions: async (db, owners) =>
    (
      await db
        .select({ key: sql<string>`unnest(${medicalRecords.prescriptionFiles})` })
        .from(medicalRecords)
        .where(inArray(medicalRecords.userId, owners))
    ).map((row) => row.key),
  'claim-receipts': async (db, owners) =>
    (
      await db
        .select({ receipt: insuranceClaims.receiptFile, approved: insuranceClaims.approvedReceiptFile })
        .from(insuranceClaims)
        .where(inArray(insuranceClaims.userId, owners))
    ).flatMap((row) => [row.receipt, row.approved]),
  profiles: async (db, owners) =>
    (
      await db
        .select({ key: profiles.profilePictureUrl })
        .from(profiles)
        .where(inArray(profiles.userId, owners))
    ).map((row) => row.key),
};

/**
 * Deletes stored files (prescriptions, claim receipts, profile pictures) that
 * no row references and that were last written more than `olderThan` ms
 * before `now` (default one hour). Catches what a crash between "file
 * written" and "row committed" leaves behind (ARCHITECTURE.md decision 3).
 * Reads across patients: a system job, not a request. Resolves with the
 * deleted files as `<bucket>/<key>`.
 */
export async function sweepOrphans(
  db: Db,
  storage: StorageDriver,
  options: { olderThan?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThan ?? ORPHAN_MIN_AGE_MS);
  const deleted: string[] = [];
  for (const bucket of BUCKETS) {
    const candidates = (await storage.list(bucket, '')).filter((o) => o.lastModified.getTime() < cutoff);
    if (candidates.length === 0) continue;

    const owners = [...new Set(candidates.map((o) => ownerOfKey(o.key)))];
    const referenced = new Set<string | null>();
    for (let i = 0; i < owners.length; i += 500) {
      for (const key of await referencedKeys[bucket](db, owners.slice(i, i + 500))) referenced.add(key);
    }
    for (const object of candidates) {
      if (referenced.has(object.key)) continue;
      await storage.delete(bucket, object.key);
      deleted.push(`${bucket}/${object.key}`);
    }
  }
  return deleted;
}

/**
 * Runs the sweep now and then every `intervalMs` (default hourly) on an
 * unref'd timer, logging what it removed. Returns a stop function for onClose.
 */
export function scheduleOrphanSweep(
  db: Db,
  storage: StorageDriver,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; now?: () => Date } = {},
): () => void {
  const run = () =>
    sweepOrphans(db, storage, { now: options.now?.() ?? new Date() })
      .then((deleted) => {
        if (deleted.length > 0) log.info({ count: deleted.length }, 'removed orphaned files');
      })
      .catch((error: unknown) => log.error({ err: error }, 'orphan file sweep failed'));
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? ORPHAN_MIN_AGE_MS);
  timer.unref();
  return () => clearInterval(timer);
}
