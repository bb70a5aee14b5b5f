import { messageKey } from '../message-key.js';

/** A position in decimal degrees (latitude −90..90, longitude −180..180). */
export interface LatLng {
  lat: number;
  lng: number;
}

const COORDINATES_RE = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** Message shown when a clinic's coordinates are not 'lat,lng' within range (docs/product.md#clinics). */
export const COORDINATES_MESSAGE = messageKey('request.coordinates');

/**
 * Parses 'lat,lng' (decimal degrees, optional spaces) into a position; null when
 * the text is not two numbers or is out of range (lat −90..90, lng −180..180).
 */
export function parseCoordinates(text: string | null | undefined): LatLng | null {
  if (!text) return null;
  const match = COORDINATES_RE.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!isValidLatLng(lat, lng)) return null;
  return { lat, lng };
}

/** Whether both are finite numbers within latitude −90..90 and longitude −180..180. */
function isValidLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in kilometres, rounded to one decimal. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** 12.345 → '12.3 km'. */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

/**
 * Nearest first: each item with parseable coordinates gets `distance_km` from
 * `origin`; those without coordinates keep `distance_km: null` and go last, in
 * their original order. A stable sort; the input is not changed.
 */
export function sortByDistance<T extends { coordinates: string | null }>(
  items: readonly T[],
  origin: LatLng,
): (T & { distance_km: number | null })[] {
  const withKm = items.map((item, index) => {
    const pos = parseCoordinates(item.coordinates);
    return { item: { ...item, distance_km: pos ? distanceKm(origin, pos) : null }, index };
  });
  withKm.sort((x, y) => {
    const a = x.item.distance_km;
    const b = y.item.distance_km;
    if (a === null && b === null) return x.index - y.index;
    if (a === null) return 1;
    if (b === null) return -1;
    return a - b || x.index - y.index;
  });
  return withKm.map((w) => w.item);
}

/**
 * The maps link of a hospital detail page (docs/product.md#screens-and-routes): the stored link, else a
 * maps search for the coordinates, else a search for name and address.
 */
export function mapsLinkFor(hospital: {
  maps_link: string | null;
  coordinates: string | null;
  name: string;
  address: string;
}): string {
  if (hospital.maps_link) return hospital.maps_link;
  const pos = parseCoordinates(hospital.coordinates);
  const query = pos ? `${pos.lat},${pos.lng}` : `${hospital.name}, ${hospital.address}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
