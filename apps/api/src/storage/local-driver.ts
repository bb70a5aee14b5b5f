import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertSafeKey,
  FileNotFoundError,
  FileTooLargeError,
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
 * fsynced (no acknowledged write lost), so a power cut after the row that references it
 * commits cannot lose the file. Keys that could leave the root are refused
 * with InvalidKeyError. Stores bytes as given: `createStorage` wraps it in
 * `createEncryptedStorage` so only ciphertext reaches the disk.
 */
export function createLocalDriver(root: string): StorageDriver {
  const absoluteRoot = path.resolve(root);

  function pathOf(bucket: Bucket, key: string): string {
    if (!isBucket(bucket)) throw new Error(`Unknown bucket ${String(bucket)}`);
    assertSafeKey(key);
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
        if (!entry.isFile()) continue;
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
