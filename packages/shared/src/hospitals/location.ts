import type { ReverseGeocodeResult } from './location-schemas.js';
import type { Message, MessageKey, ToastMessage } from '../message-catalogue.js';
export { LOCATION_MESSAGES } from './location-messages.js';

/** Browser geolocation options (docs/product.md#states-and-transitions, docs/product.md#limits-and-constants): high accuracy, 10 000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;

/** The key of the toast for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number): MessageKey {
  switch (code) {
    case 1:
      return 'location.denied';
    case 2:
      return 'location.unavailable';
    case 3:
      return 'location.timeout';
    default:
      return 'location.other';
  }
}

/**
 * The toast for a reverse-geocode answer (docs/product.md#location-messages), and the filters
 * to apply: no state or no city in the address → undetected; state not ours → stateNotFound;
 * city ours → near city; else in state.
 */
export function locationOutcome(
  result: ReverseGeocodeResult,
):
  | ({ kind: 'error' } & ToastMessage)
  | ({ kind: 'success'; description: Message; state: string; city: string | null } & ToastMessage) {
  if (!result.address_state || !result.address_city) {
    return { kind: 'error', title: 'location.undetectedTitle', description: 'location.undetected' };
  }
  if (!result.state) return { kind: 'error', title: 'location.stateNotFound' };
  if (result.city) {
    return {
      kind: 'success',
      title: 'location.detectedTitle',
      description: { key: 'location.detectedNear', values: { city: result.city, state: result.state } },
      state: result.state,
      city: result.city,
    };
  }
  return {
    kind: 'success',
    title: 'location.detectedTitle',
    description: { key: 'location.detectedIn', values: { state: result.state } },
    state: result.state,
    city: null,
  };
}
