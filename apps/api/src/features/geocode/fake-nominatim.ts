import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers the next requests. */
type FakeNominatimMode = 'ok' | 'error500' | 'garbage' | 'hang' | 'no-address';

export interface FakeNominatim {
  url: string;
  /** Every request received: its query, User-Agent and arrival time (ms). */
  requests: { query: URLSearchParams; userAgent: string | undefined; at: number }[];
  mode: FakeNominatimMode;
  /** The `address` object answered in mode 'ok'. */
  address: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A tiny stand-in for Nominatim's `/reverse` on 127.0.0.1 (random port), for
 * tests only: answers the configured address, a 500, non-JSON garbage, no
 * address, or never (to exercise the timeout).
 */
export async function startFakeNominatim(): Promise<FakeNominatim> {
  const fake: Omit<FakeNominatim, 'url' | 'close'> = {
    requests: [],
    mode: 'ok',
    address: { city: 'Bengaluru', state_district: 'Bangalore Urban', state: 'Karnataka', country: 'India' },
  };
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.requests.push({ query: url.searchParams, userAgent: req.headers['user-agent'], at: Date.now() });
    if (url.pathname !== '/reverse') return res.writeHead(404).end();
    switch (fake.mode) {
      case 'error500':
        return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      case 'garbage':
        return res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json');
      case 'hang':
        hanging.add(res);
        return;
      case 'no-address':
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"error":"Unable to geocode"}');
      default:
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ place_id: 1, lat: url.searchParams.get('lat'), address: fake.address }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
