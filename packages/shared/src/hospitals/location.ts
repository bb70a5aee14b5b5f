import type { ReverseGeocodeResult } from './location-schemas.js';

/** Browser geolocation options (docs/product.md#states-and-transitions, docs/product.md#limits-and-constants): high accuracy, 10 000 ms timeout, no cached position. */
export const GEOLOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 } as const;

/** Location toasts, verbatim from docs/product.md#messages (title / description split at the first ':'). */
export const LOCATION_MESSAGES = {
  unsupportedTitle: 'Geolocation not supported',
  unsupported: "Your browser doesn't support geolocation.",
  undetectedTitle: 'Unable to detect location',
  undetected: 'Could not determine your state or city. Please select manually.',
  detectedTitle: 'Location detected',
  detectedNear: (city: string, state: string) => `Showing hospitals near ${city}, ${state}`,
  detectedIn: (state: string) => `Showing hospitals in ${state}. City not found in our database.`,
  stateNotFound: 'State not found in our database. Please select manually.',
  fetchFailedTitle: 'Error',
  fetchFailed: 'Failed to fetch location data. Please try again or select manually.',
  denied: 'Location permission denied. Please enable location access in your browser settings.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  other: 'Unable to get your location. Please select manually.',
} as const;

/** The API's 502 message when the geocoder fails (the UI shows `fetchFailed`). */
export const GEOCODE_FAILED_MESSAGE = 'Failed to fetch location data';

/** The toast message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 timeout). */
export function geolocationErrorMessage(code: number): string {
  switch (code) {
    case 1:
      return LOCATION_MESSAGES.denied;
    case 2:
      return LOCATION_MESSAGES.unavailable;
    case 3:
      return LOCATION_MESSAGES.timeout;
    default:
      return LOCATION_MESSAGES.other;
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
  | { kind: 'error'; title: string; description?: string }
  | { kind: 'success'; title: string; description: string; state: string; city: string | null } {
  if (!result.address_state || !result.address_city) {
    return {
      kind: 'error',
      title: LOCATION_MESSAGES.undetectedTitle,
      description: LOCATION_MESSAGES.undetected,
    };
  }
  if (!result.state) return { kind: 'error', title: LOCATION_MESSAGES.stateNotFound };
  if (result.city) {
    return {
      kind: 'success',
      title: LOCATION_MESSAGES.detectedTitle,
      description: LOCATION_MESSAGES.detectedNear(result.city, result.state),
      state: result.state,
      city: result.city,
    };
  }
  return {
    kind: 'success',
    title: LOCATION_MESSAGES.detectedTitle,
    description: LOCATION_MESSAGES.detectedIn(result.state),
    state: result.state,
    city: null,
  };
}
