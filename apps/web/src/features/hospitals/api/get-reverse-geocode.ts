import type { ReverseGeocodeResult } from '@sehat/shared';
import { apiGet } from '@/lib/api-client';

/**
 * GET /api/geocode/reverse: our state and city for a position (decimal degrees, 6 places sent).
 * The API's `geocode` feature; the web keeps it here, beside its one screen (decision 008). Asked for
 * once per 'use my location', never cached: a plain request rather than a query.
 */
export function fetchReverseGeocode(lat: number, lng: number) {
  const params = new URLSearchParams({ lat: lat.toFixed(6), lon: lng.toFixed(6) });
  return apiGet<ReverseGeocodeResult>(`/api/geocode/reverse?${params.toString()}`);
}
