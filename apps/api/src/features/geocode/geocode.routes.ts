import { errorEnvelopeSchema, reverseGeocodeQuerySchema, reverseGeocodeResultSchema } from '@sehat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unavailable, upstreamFailed } from '../../errors/domain-errors.js';
import type { ApiDeps } from '../../deps.js';
import { GeocoderError, geocoderFromEnv } from './reverse-geocoder.js';

/** Reverse-geocoding proxy (docs/product.md#reverse-geocoding), mounted under /api behind the session guard. */
export function geocodeRoutes({ env }: ApiDeps): FastifyPluginAsyncZod {
  const geocoder = geocoderFromEnv(env);
  return async (app) => {
    /**
     * GET /api/geocode/reverse?lat=&lon= (decimal degrees, lat −90..90, lon
     * −180..180) → { state, city, address_state, address_city }: our state and
     * city (null when not in our lists) and the names the address carried.
     * 400 for a bad lat/lon; 502 'Failed to fetch location data' when the
     * geocoder times out (5 s), fails or answers garbage; 503 when too many
     * lookups are waiting for the 1 request/s throttle; 429 with Retry-After
     * past 10 lookups a minute by this patient.
     */
    app.get(
      '/geocode/reverse',
      {
        // 10 lookups a minute per patient (rate-limit/per-user-limits.ts).
        config: { perUserLimit: 'geocode' },
        schema: {
          tags: ['geocode'],
          summary: 'State and city of a position',
          querystring: reverseGeocodeQuerySchema,
          response: {
            200: reverseGeocodeResultSchema,
            400: errorEnvelopeSchema,
            429: errorEnvelopeSchema,
            502: errorEnvelopeSchema,
            503: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        try {
          return await geocoder.reverse(request.query.lat, request.query.lon);
        } catch (error) {
          if (!(error instanceof GeocoderError)) throw error;
          request.log.warn({ reason: error.reason }, error.message);
          if (error.reason === 'busy')
            throw unavailable('location.geocodeFailed', 'GEOCODER_BUSY', { retryAfterSeconds: 1 });
          throw upstreamFailed('location.geocodeFailed', 'GEOCODER_FAILED');
        }
      },
    );
  };
}
