import type { ReverseGeocodeResult } from './location-schemas.js';
import type { Message, MessageKey, ToastMessage } from '../message-catalogue.js';

/** Browser geolocation options (docs/product.md#states-and-transitions, docs/product.md#limits-and-constants): high accuracy, 10 000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;

/** Location toasts, verbatim from docs/product.md#messages (a toast's title and description are two keys). */
export const LOCATION_MESSAGES = {
  unsupportedTitle: 'Geolocation not supported',
  unsupported: "Your browser doesn't support geolocation.",
  undetectedTitle: 'Unable to detect location',
  undetected: 'Could not determine your state or city. Please select manually.',
  detectedTitle: 'Location detected',
  /** Templates: `{{city}}` and `{{state}}` are names of our lists, shown as they are. */
  detectedNear: 'Showing hospitals near {{city}}, {{state}}',
  detectedIn: 'Showing hospitals in {{state}}. City not found in our database.',
  stateNotFound: 'State not found in our database. Please select manually.',
  fetchFailedTitle: 'Error',
  fetchFailed: 'Failed to fetch location data. Please try again or select manually.',
  denied: 'Location permission denied. Please enable location access in your browser settings.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  other: 'Unable to get your location. Please select manually.',
  /** The API's 502 when the geocoder fails (the UI shows `fetchFailed`). */
  geocodeFailed: 'Failed to fetch location data',
} as const;

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
