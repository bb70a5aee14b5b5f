import { formatKm } from '../places/geo.js';
import { USER_ADDED_DISTANCE, type HospitalListItem } from './rules.js';

/** The select value that means "no filter" (docs/product.md#validation-rules "Option 'all' resets a filter"). */
export const FILTER_ALL = 'all';

/**
 * Filters of Hospitals near me (docs/product.md#hospital-filters): free-text search
 * plus state, city, ID and exact-name selects; a select at 'all' (or empty)
 * does not filter.
 */
export interface HospitalFilters {
  search: string;
  state: string;
  city: string;
  id: string;
  name: string;
}

export const EMPTY_HOSPITAL_FILTERS: HospitalFilters = {
  search: '',
  state: FILTER_ALL,
  city: FILTER_ALL,
  id: FILTER_ALL,
  name: FILTER_ALL,
};

const active = (value: string) => value !== '' && value !== FILTER_ALL;

/**
 * Items matching every active filter (AND): the search text (trimmed,
 * case-insensitive) inside name, ID or address; state, city and ID equal;
 * name exactly equal. Order is kept.
 */
export function filterHospitals<T extends HospitalListItem>(
  items: readonly T[],
  filters: HospitalFilters,
): T[] {
  const needle = filters.search.trim().toLowerCase();
  return items.filter(
    (h) =>
      (!needle || [h.name, h.id, h.address].some((field) => field.toLowerCase().includes(needle))) &&
      (!active(filters.state) || h.state === filters.state) &&
      (!active(filters.city) || h.city === filters.city) &&
      (!active(filters.id) || h.id === filters.id) &&
      (!active(filters.name) || h.name === filters.name),
  );
}

/** Changing the state filter resets the city (docs/product.md#states-and-transitions; the city select is disabled until a state). */
export function withState(filters: HospitalFilters, state: string): HospitalFilters {
  return { ...filters, state, city: FILTER_ALL };
}

/** Whether any filter or the search is set ('Clear All Filters' shown/enabled). */
export function hasActiveFilters(filters: HospitalFilters): boolean {
  return filters.search.trim() !== '' || [filters.state, filters.city, filters.id, filters.name].some(active);
}

/**
 * The distance shown on a card (docs/product.md#screens-and-routes): 'x.x km' when the patient's position
 * is known and the hospital has coordinates; else the stored text of a
 * built-in; else 'User Added'.
 */
export function distanceLabel(item: HospitalListItem & { distance_km?: number | null }): string {
  if (item.distance_km != null) return formatKm(item.distance_km);
  return item.distance ?? USER_ADDED_DISTANCE;
}
