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
