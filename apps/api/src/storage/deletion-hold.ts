import type { StorageDriver } from './driver.js';

/**
 * Holds file deletions back while a backup copies files (docs/decisions/041-backup-and-restore.md): a
 * backup snapshots the database, then copies every file the snapshot's `stored_files` rows name. A patient
 * who deletes a record meanwhile commits the row's removal at once; only the file's removal waits here until
 * the copy is done, so the snapshot never names a file that is already gone. Process-wide: one server per
 * process, and the backup runs inside it.
 */
const holds = new Set<Promise<void>>();

/**
 * Starts holding deletions; resolves with `release`, which lets them (and any held later) proceed.
 * Deletions already past the gate are not waited for: their rows were removed before they started.
 */
export function holdDeletions(): () => void {
  let release!: () => void;
  const hold = new Promise<void>((resolve) => (release = resolve));
  holds.add(hold);
  return () => {
    holds.delete(hold);
    release();
  };
}

/** Resolves once no backup holds deletions (at once when none does). */
async function deletionsAllowed(): Promise<void> {
  while (holds.size > 0) await Promise.all(holds);
}

/** `driver` whose `delete` waits while a backup holds deletions; every other call passes straight through. */
export function withDeletionHold(driver: StorageDriver): StorageDriver {
  return {
    ...driver,
    async delete(bucket, key) {
      await deletionsAllowed();
      return driver.delete(bucket, key);
    },
  };
}
