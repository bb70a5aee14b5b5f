import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';

/** True when `header` is `Bearer <token>`; compared in constant time (of the digests). */
export function holdsToken(header: string | undefined, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}

/** The metrics port, listening. */
export interface MetricsServer {
  /** http://127.0.0.1:PORT/metrics */
  url: string;
  /** Stops listening; resolves once open connections have ended. */
  close(): Promise<void>;
}

/**
 * A plain HTTP server on 127.0.0.1:`port` (0: a free one) answering GET /metrics with `registry`'s
 * Prometheus text; 401 without `Authorization: Bearer <token>` when `token` is set, 404 on any other path.
 * Loopback only: a scraper on another machine uses METRICS_TOKEN on the app's port instead. server.ts logs
 * its address (`url`); failures to collect are logged, never the token.
 */
export async function startMetricsServer(options: {
  port: number;
  token: string | undefined;
  registry: Registry;
  log: FastifyBaseLogger;
}): Promise<MetricsServer> {
  const { token, registry } = options;
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    if (token !== undefined && !holdsToken(request.headers.authorization, token)) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('A valid metrics token is required.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
