import { describe, expect, it } from 'vitest';
import { distanceKm, formatKm, mapsLinkFor, parseCoordinates, sortByDistance } from './geo.js';
import { coordinatesTextSchema } from './geo-schemas.js';

describe('parseCoordinates', () => {
  it('reads "lat,lng" with optional spaces', () => {
    expect(parseCoordinates('28.6139,77.2090')).toEqual({ lat: 28.6139, lng: 77.209 });
    expect(parseCoordinates(' -12.5 , 130 ')).toEqual({ lat: -12.5, lng: 130 });
  });

  it('refuses out-of-range, non-numeric and malformed text', () => {
    for (const bad of [
      '200,77',
      '28,181',
      '-91,0',
      'abc,def',
      '28.6',
      '28.6,77.2,1',
      '',
      '1e2,3',
      'NaN,NaN',
    ]) {
      expect(parseCoordinates(bad), bad).toBeNull();
    }
    expect(parseCoordinates(null)).toBeNull();
  });

  it('normalises stored text and rejects bad text with a message', () => {
    expect(coordinatesTextSchema.parse(' 12.9 , 77.5 ')).toBe('12.9,77.5');
    const result = coordinatesTextSchema.safeParse('200,77');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('request.coordinates');
  });
});

describe('distanceKm', () => {
  it('is the great-circle distance in km with one decimal', () => {
    const delhi = { lat: 28.6139, lng: 77.209 };
    const mumbai = { lat: 19.076, lng: 72.8777 };
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(111.2);
    expect(distanceKm(delhi, mumbai)).toBeGreaterThan(1140);
    expect(distanceKm(delhi, mumbai)).toBeLessThan(1160);
    expect(distanceKm(delhi, delhi)).toBe(0);
    expect(Number.isInteger(distanceKm(delhi, mumbai) * 10)).toBe(true);
    expect(formatKm(3)).toBe('3.0 km');
  });
});

describe('sortByDistance', () => {
  it('puts the nearest first and items without coordinates last, in their order', () => {
    const origin = { lat: 12.97, lng: 77.59 }; // Bengaluru
    const items = [
      { id: 'none-1', coordinates: null },
      { id: 'delhi', coordinates: '28.61,77.21' },
      { id: 'bad', coordinates: 'garbage' },
      { id: 'bengaluru', coordinates: '12.90,77.60' },
      { id: 'chennai', coordinates: '13.06,80.25' },
    ];
    const sorted = sortByDistance(items, origin);
    expect(sorted.map((i) => i.id)).toEqual(['bengaluru', 'chennai', 'delhi', 'none-1', 'bad']);
    expect(sorted[0]?.distance_km).toBeLessThan(10);
    expect(sorted[3]?.distance_km).toBeNull();
    expect(items[0]?.id).toBe('none-1');
  });
});

describe('mapsLinkFor', () => {
  it('prefers the stored link, then the coordinates, then name and address', () => {
    const base = { name: 'A & B Clinic', address: 'MG Road', coordinates: null, maps_link: null };
    expect(mapsLinkFor({ ...base, maps_link: 'https://maps.example/x' })).toBe('https://maps.example/x');
    expect(mapsLinkFor({ ...base, coordinates: '12.9,77.5' })).toContain('query=12.9%2C77.5');
    expect(mapsLinkFor(base)).toContain(encodeURIComponent('A & B Clinic, MG Road'));
  });
});
