import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  BUCKETS,
  FileNotFoundError,
  FileTooLargeError,
  InvalidKeyError,
  isBucket,
  type Bucket,
  type StorageDriver,
  type StoredObject,
} from './driver.js';

/** Suffix of a file still being written; renamed into place only when complete. */
const PARTIAL_SUFFIX = '.partial-';

/**
 * Files on local disk at `<root>/<bucket>/<key>` (the embedded default:
 * `${DATA_DIR}/files`). Writes go to a temporary sibling and are renamed into
 * place, so a reader never sees half a file and a failed write leaves nothing.
 * `put` resolves only once the file, its folder and any folder it created are
 * fsynced, so a power cut after the row that references it
 * commits cannot lose the file. Keys that could leave the root are refused
 * with InvalidKeyError, and so are the names of temporary files: a write cut
 * short is never listed, read or served (`removePartialWrites` deletes those
 * a killed server left behind). Stores bytes as given: `createStorage` wraps it in
 * `createEncryptedStorage` so only ciphertext reaches the disk.
 */
export function createLocalDriver(root: string): StorageDriver {
  const absoluteRoot = path.resolve(root);

  function pathOf(bucket: Bucket, key: string): string {
    if (!isBucket(bucket)) throw new Error(`Unknown bucket ${String(bucket)}`);
    assertSafeKey(key);
    if (isPartialWrite(key)) throw new InvalidKeyError();
    const bucketRoot = path.join(absoluteRoot, bucket);
    const full = path.join(bucketRoot, ...key.split('/'));
    if (!full.startsWith(bucketRoot + path.sep)) throw new Error('Key escapes its bucket');
    return full;
  }

  return {
    async put(bucket, key, body, { maxBytes }) {
      const target = pathOf(bucket, key);
      const folder = path.dirname(target);
      // The first folder mkdir created (undefined when all existed): it and its new children need an fsync of their parent.
      const created = await mkdir(folder, { recursive: true });
      const partial = `${target}${PARTIAL_SUFFIX}${randomUUID()}`;
      let size = 0;
      try {
        const handle = await open(partial, 'wx', 0o600);
        try {
          for await (const chunk of body as AsyncIterable<Buffer | string>) {
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
            size += bytes.length;
            if (size > maxBytes) throw new FileTooLargeError(maxBytes);
            // writeFile on a handle writes all of `bytes` at the current position (no short writes).
            await handle.writeFile(bytes);
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, target);
        await syncFolders(created ? path.dirname(created) : folder, folder);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size };
    },

    async get(bucket, key): Promise<Readable> {
      const target = pathOf(bucket, key);
      try {
        const handle = await open(target, 'r');
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          throw new FileNotFoundError();
        }
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError();
        throw error;
      }
    },

    async delete(bucket, key) {
      await rm(pathOf(bucket, key), { force: true });
    },

    async check() {
      // A fresh install has no files folder yet: made here, as the first upload would.
      await mkdir(absoluteRoot, { recursive: true });
      await access(absoluteRoot, constants.R_OK | constants.W_OK);
    },

    async list(bucket, prefix) {
      if (!isBucket(bucket)) throw new Error(`Unknown bucket ${String(bucket)}`);
      const bucketRoot = path.join(absoluteRoot, bucket);
      let entries;
      try {
        entries = await readdir(bucketRoot, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const objects: StoredObject[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || isPartialWrite(entry.name)) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(bucketRoot, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(full).catch(() => null);
        if (info) objects.push({ key, size: info.size, lastModified: info.mtime });
      }
      return objects;
    },
  };
}

/** Whether a key or file name names the temporary file of a write (complete files are renamed away from it). */
function isPartialWrite(keyOrName: string): boolean {
  return keyOrName.slice(keyOrName.lastIndexOf('/') + 1).includes(PARTIAL_SUFFIX);
}

/**
 * Deletes every temporary file of a write under `root` (the local driver's
 * root, every bucket): what a server killed during an upload leaves behind,
 * never renamed into place, so no row references it. Run at start-up, before
 * the server writes (the local folder belongs to one server). Resolves with
 * how many it removed.
 */
export async function removePartialWrites(root: string): Promise<number> {
  let removed = 0;
  for (const bucket of BUCKETS) {
    let entries;
    try {
      entries = await readdir(path.join(path.resolve(root), bucket), {
        recursive: true,
        withFileTypes: true,
      });
    } catch (error) {
      if (isMissing(error)) continue;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !isPartialWrite(entry.name)) continue;
      await rm(path.join(entry.parentPath, entry.name), { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * fsyncs every folder from `top` down to `bottom` (`bottom` inside `top`, or
 * equal), so the entries renamed or created in them are on disk. Platforms
 * that cannot open a folder for fsync (Windows) skip it.
 */
async function syncFolders(top: string, bottom: string): Promise<void> {
  const chain = [bottom];
  for (let dir = bottom; dir !== top && path.dirname(dir) !== dir;) {
    dir = path.dirname(dir);
    chain.push(dir);
  }
  for (const dir of chain) {
    let handle;
    try {
      handle = await open(dir, 'r');
    } catch (error) {
      if (process.platform === 'win32') return;
      throw error;
    }
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
