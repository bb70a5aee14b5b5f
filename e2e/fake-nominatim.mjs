// A stand-in for Nominatim's /reverse used by the Playwright web server (NOMINATIM_URL), so journeys
// never reach the internet. It answers the address of the nearest known place within 0.5°, and a few
// positions on purpose: the Gulf of Guinea (0,0) has no address, and anywhere south of -30° answers 500.
// Run: node e2e/fake-nominatim.mjs (port FAKE_NOMINATIM_PORT, default 3199, on 127.0.0.1).
import { createServer } from 'node:http';

const PORT = Number(process.env.FAKE_NOMINATIM_PORT ?? 3199);

/** Known places: [lat, lon, address]. */
const PLACES = [
  [
    12.9716,
    77.5946,
    { city: 'Bengaluru', state_district: 'Bangalore Urban', state: 'Karnataka', country: 'India' },
  ],
  [13.0827, 80.2707, { city: 'Chennai', state: 'Tamil Nadu', country: 'India' }],
  [28.6139, 77.209, { city: 'New Delhi', state: 'Delhi', country: 'India' }],
  [19.076, 72.8777, { city: 'Mumbai', state: 'Maharashtra', country: 'India' }],
  [34.1526, 77.5771, { town: 'Leh', state: 'Ladakh', country: 'India' }],
  [9.5, 76.5, { village: 'Nowhereville', state: 'Kerala', country: 'India' }],
  [48.1351, 11.582, { city: 'Munich', state: 'Bavaria', country: 'Germany' }],
];

function nearest(lat, lon) {
  let best = null;
  for (const [plat, plon, address] of PLACES) {
    const d = Math.hypot(plat - lat, plon - lon);
    if (d <= 0.5 && (!best || d < best.d)) best = { d, address };
  }
  return best?.address ?? null;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/status') return res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
  if (url.pathname !== '/reverse') return res.writeHead(404).end();
  const lat = Number(url.searchParams.get('lat'));
  const lon = Number(url.searchParams.get('lon'));
  if (lat < -30) return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
  const address = nearest(lat, lon);
  const body = address
    ? { place_id: 1, lat: String(lat), lon: String(lon), address }
    : { error: 'Unable to geocode' };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});

server.listen(PORT, '127.0.0.1', () => console.log(`fake Nominatim on http://127.0.0.1:${PORT}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
