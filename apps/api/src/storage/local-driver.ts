import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
 * Keys that could leave the root are refused with InvalidKeyError.
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
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}${PARTIAL_SUFFIX}${randomUUID()}`;
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) callback(new FileTooLargeError(maxBytes));
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(body, limit, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await rename(partial, target);
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

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
