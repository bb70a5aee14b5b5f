import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, unlink } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.js';
import type { Database } from '../db/index.js';
import { BackupError } from './backup-error.js';
import { createBackup } from './create-backup.js';

/** The admin socket's name inside DATA_DIR. */
const ADMIN_SOCKET = 'admin.sock';

/** The admin socket of the server whose data folder is `dataDir`. */
function adminSocketPath(dataDir: string): string {
  return path.join(dataDir, ADMIN_SOCKET);
}

/**
 * Listens on DATA_DIR/admin.sock (mode 0600: only local users who may read the data folder reach it; never
 * the public port) and answers `POST /backup` with a backup archive taken by this process, which holds the
 * embedded database (docs/decisions/041-backup-and-restore.md). Backups run one at a time. A stale socket
 * left by a crash is replaced; one a live server answers on is left alone, and a socket that cannot be
 * created (a path too long) is skipped: a warning each time, never a failed start. Not on
 * Windows: there, stop the server before `npm run backup` on the embedded database.
 */
export async function startAdminSocket(options: {
  env: Env;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> }> {
  const { env, database, log } = options;
  const socket = adminSocketPath(env.DATA_DIR);
  if (process.platform === 'win32') return { close: async () => {} };
  let queue = Promise.resolve();
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    queue = queue.then(async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'sehat-backup-out-'));
      try {
        const out = path.join(folder, 'backup.tar');
        await createBackup({ env, database, out });
        res.writeHead(200, { 'content-type': 'application/x-tar' });
        await pipeline(createReadStream(out), res);
        log.info('backup archive sent over the admin socket');
      } catch (error) {
        log.error({ err: error }, 'backup failed');
        const message =
          error instanceof BackupError ? error.message : 'The backup failed; see the server log.';
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end(message);
        else res.destroy();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });
  });
  await mkdir(env.DATA_DIR, { recursive: true });
  if ((await probe(socket)) === 'live') {
    log.warn('another server answers on the admin socket of this data folder; backups go to that one');
    return { close: async () => {} };
  }
  await unlink(socket).catch(() => undefined);
  try {
    await listen(server, socket);
    await chmod(socket, 0o600);
  } catch (error) {
    // A path too long for a socket, a read-only folder: the server still serves; backups need it stopped.
    log.warn({ err: error }, 'no admin socket: stop the server before `npm run backup`');
    server.close();
    return { close: async () => {} };
  }
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
    },
  };
}

function listen(server: Server, socket: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** 'live' when a server answers on `socket`; 'none' when no socket file or nobody listens (a stale one). */
async function probe(socket: string): Promise<'live' | 'none'> {
  return new Promise((resolve) => {
    const req = request({ socketPath: socket, method: 'GET', path: '/' }, (res) => {
      res.resume();
      resolve('live');
    });
    req.on('error', () => resolve('none'));
    req.end();
  });
}

/**
 * Asks the server of `dataDir` for a backup and writes it to `out` (through `out.partial`, renamed when
 * complete). Resolves 'no-server' when no server listens there (the caller opens the folder itself);
 * throws BackupError with the server's message when the backup fails.
 */
export async function requestBackup(dataDir: string, out: string): Promise<'written' | 'no-server'> {
  const socket = adminSocketPath(dataDir);
  if ((await probe(socket)) === 'none') return 'no-server';
  const partial = `${out}.partial`;
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, method: 'POST', path: '/backup' }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => reject(new BackupError(text || `The server answered ${res.statusCode}.`)));
        return;
      }
      pipeline(res, createWriteStream(partial))
        .then(async () => {
          await rename(partial, out);
          resolve('written');
        })
        .catch(async (error: unknown) => {
          await rm(partial, { force: true });
          reject(new BackupError(`The backup was cut off before it was complete (${String(error)}).`));
        });
    });
    req.on('error', (error) => reject(new BackupError(`The server's admin socket failed: ${error.message}`)));
    req.end();
  });
}
