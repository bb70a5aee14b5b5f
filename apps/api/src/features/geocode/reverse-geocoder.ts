import { matchAddress, type NominatimAddress, type ReverseGeocodeResult } from '@sehat/shared';
import { LRUCache } from 'lru-cache';
import pThrottle from 'p-throttle';

/** Why a reverse lookup failed: the geocoder did not answer usably, or too many lookups are queued. */
export class GeocoderError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http' | 'garbage' | 'network' | 'busy',
    message: string,
  ) {
    super(message);
    this.name = 'GeocoderError';
  }
}

export interface ReverseGeocoderOptions {
  /** Nominatim base URL, e.g. NOMINATIM_URL; `/reverse` is appended. */
  baseUrl: string;
  /** Sent as User-Agent (Nominatim's usage policy requires an identifying one). */
  userAgent: string;
  /** Per-request timeout in milliseconds (default 5000). */
  timeoutMs?: number;
  /** At most one upstream request per this many milliseconds (default 1000: 1 request/s). */
  intervalMs?: number;
  /** Cached answers (default 1000), kept for `cacheTtlMs` (default 24 h). */
  cacheSize?: number;
  cacheTtlMs?: number;
  /** Lookups allowed to wait for the throttle before new ones are refused as busy (default 10). */
  maxQueue?: number;
}

export interface ReverseGeocoder {
  /** Our state/city for a position in decimal degrees; throws GeocoderError when the geocoder fails. */
  reverse(lat: number, lon: number): Promise<ReverseGeocodeResult>;
}

/** Cache key: coordinates rounded to 3 decimals (about 110 m), so nearby lookups share an answer. */
function cacheKey(lat: number, lon: number): string {
  return `${lat.toFixed(3)},${lon.toFixed(3)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A reverse geocoder over Nominatim (docs/product.md#reverse-geocoding; docs/architecture.md#runtime-parts): GET `{baseUrl}/reverse?format=json&lat=&lon=&addressdetails=1`
 * with the given User-Agent, a timeout, an LRU cache keyed by rounded
 * coordinates (concurrent lookups of one key share one request) and a throttle
 * of one upstream request per interval for everything this instance serves —
 * create one per server process. A Nominatim answer without an address (e.g.
 * `{"error":"Unable to geocode"}` at sea) is all nulls; a timeout, non-2xx
 * status or non-JSON answer throws GeocoderError.
 */
export function createReverseGeocoder(options: ReverseGeocoderOptions): ReverseGeocoder {
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxQueue = options.maxQueue ?? 10;
  const base = options.baseUrl.replace(/\/+$/, '');
  const cache = new LRUCache<string, ReverseGeocodeResult>({
    max: options.cacheSize ?? 1000,
    ttl: options.cacheTtlMs ?? 24 * 60 * 60 * 1000,
  });
  const inFlight = new Map<string, Promise<ReverseGeocodeResult>>();
  const throttled = pThrottle({ limit: 1, interval: options.intervalMs ?? 1000, strict: true })(
    (lat: number, lon: number) => fetchAddress(lat, lon),
  );

  async function fetchAddress(lat: number, lon: number): Promise<ReverseGeocodeResult> {
    const url = new URL(`${base}/reverse`);
    url.search = new URLSearchParams({
      format: 'json',
      lat: String(lat),
      lon: String(lon),
      addressdetails: '1',
      'accept-language': 'en',
    }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new GeocoderError(
        timedOut ? 'timeout' : 'network',
        `geocoder ${timedOut ? 'timed out' : 'unreachable'}`,
      );
    }
    if (!response.ok) throw new GeocoderError('http', `geocoder answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new GeocoderError('garbage', 'geocoder answered something other than JSON');
    }
    if (!isRecord(body)) throw new GeocoderError('garbage', 'geocoder answered an unexpected shape');
    const address = isRecord(body.address) ? (body.address as NominatimAddress) : null;
    return matchAddress(address);
  }

  return {
    async reverse(lat, lon) {
      const key = cacheKey(lat, lon);
      const cached = cache.get(key);
      if (cached) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending;
      if (throttled.queueSize >= maxQueue) throw new GeocoderError('busy', 'too many lookups waiting');
      const request = throttled(lat, lon)
        .then((result) => {
          cache.set(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}

/**
 * The process's geocoder from the environment: NOMINATIM_URL, and a
 * User-Agent naming the app and its public origin as contact, as Nominatim's
 * usage policy asks (`Sehat/0.1 (personal health record; contact: BASE_URL)`).
 */
export function geocoderFromEnv(env: { NOMINATIM_URL: string; BASE_URL: string }): ReverseGeocoder {
  return createReverseGeocoder({
    baseUrl: env.NOMINATIM_URL,
    userAgent: `Sehat/0.1 (personal health record; contact: ${env.BASE_URL})`,
  });
}
