import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, geolocationErrorMessage, locationOutcome } from './location.js';
import { reverseGeocodeQuerySchema } from './location-schemas.js';
import { englishMessage } from '../message-catalogue.js';

describe('reverseGeocodeQuerySchema', () => {
  it('accepts decimal degrees in range', () => {
    expect(reverseGeocodeQuerySchema.parse({ lat: '12.97', lon: '-77.5' })).toEqual({
      lat: 12.97,
      lon: -77.5,
    });
  });
  it('refuses out-of-range, empty and non-numeric values', () => {
    for (const q of [
      { lat: '200', lon: '77' },
      { lat: '12', lon: '181' },
      { lat: '', lon: '77' },
      { lat: 'abc', lon: '77' },
      { lat: 'NaN', lon: '77' },
      { lat: '1e2', lon: '77' },
      { lat: '12' },
    ]) {
      expect(reverseGeocodeQuerySchema.safeParse(q).success, JSON.stringify(q)).toBe(false);
    }
  });
});

/** An outcome's toast in English, as the patient reads it: `title` and `description`. */
function englishOutcome(outcome: ReturnType<typeof locationOutcome>) {
  const { title, description, ...rest } = outcome;
  return {
    ...rest,
    title: englishMessage(title),
    ...(description ? { description: englishMessage(description) } : {}),
  };
}

describe('locationOutcome', () => {
  const base = { state: null, city: null, address_state: null, address_city: null };
  it('tells missing, unknown state, unknown city and full match apart', () => {
    expect(englishOutcome(locationOutcome(base))).toMatchObject({
      kind: 'error',
      title: 'Unable to detect location',
    });
    expect(
      englishOutcome(locationOutcome({ ...base, address_state: 'Bavaria', address_city: 'Munich' })),
    ).toEqual({ kind: 'error', title: LOCATION_MESSAGES.stateNotFound });
    expect(
      englishOutcome(
        locationOutcome({ state: 'Kerala', city: null, address_state: 'Kerala', address_city: 'Nowhere' }),
      ),
    ).toMatchObject({
      kind: 'success',
      description: 'Showing hospitals in Kerala. City not found in our database.',
    });
    expect(
      englishOutcome(
        locationOutcome({
          state: 'Karnataka',
          city: 'Bengaluru',
          address_state: 'Karnataka',
          address_city: 'Bangalore',
        }),
      ),
    ).toMatchObject({
      kind: 'success',
      title: 'Location detected',
      description: 'Showing hospitals near Bengaluru, Karnataka',
    });
  });
});

describe('geolocationErrorMessage', () => {
  it('maps the browser error codes to the product messages', () => {
    expect(englishMessage(geolocationErrorMessage(1))).toBe(LOCATION_MESSAGES.denied);
    expect(englishMessage(geolocationErrorMessage(2))).toBe('Location information is unavailable.');
    expect(englishMessage(geolocationErrorMessage(3))).toBe('Location request timed out.');
    expect(englishMessage(geolocationErrorMessage(99))).toBe(
      'Unable to get your location. Please select manually.',
    );
  });
});
