import type { FastifyInstance } from 'fastify';
import type { Database } from './db/index.js';

/**
 * The graceful shutdown server.ts runs on SIGINT/SIGTERM (close-with-grace), in this order
 * (docs/decisions/042-operable-server.md):
 * 1. `app.close()`: the server stops accepting connections and answers new requests on open ones 503;
 *    requests in flight finish (Fastify closes the server before its own onClose hooks run);
 * 2. the app's onClose hooks: the job runner stops scheduling and awaits runs in progress (jobs/);
 * 3. the database closes, once nothing can use it any more.
 * Resolves when all three are done; the caller's grace delay bounds the whole.
 */
export async function shutDown(app: FastifyInstance, database: Pick<Database, 'close'>): Promise<void> {
  await app.close();
  await database.close();
}
