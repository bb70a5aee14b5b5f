import { describe, expect, it } from 'vitest';
import { BUILT_IN_HOSPITALS } from '../places/hospitals.js';
import { sortByDistance } from '../places/geo.js';
import {
  EMPTY_HOSPITAL_FILTERS,
  FILTER_ALL,
  distanceLabel,
  filterHospitals,
  hasActiveFilters,
  withState,
} from './filters.js';
import { builtInListItem, clinicListItem, type HospitalListItem } from './rules.js';

const clinic = clinicListItem({
  id: '1',
  clinic_id: 'CLN-ABC234',
  name: 'Sunrise Family Clinic',
  phone: '9876543210',
  email: 'sunrise@example.com',
  address: '5 Residency Road, Bengaluru',
  state: 'Karnataka',
  city: 'Bengaluru',
  specialties: ['General Medicine'],
  rating: 4,
  coordinates: null,
  maps_link: null,
  created_at: '2026-01-01T00:00:00.000Z',
});
const items: HospitalListItem[] = [...BUILT_IN_HOSPITALS.map(builtInListItem), clinic];
const ids = (list: HospitalListItem[]) => list.map((h) => h.id);

describe('filterHospitals', () => {
  it('returns everything with no filter', () => {
    expect(filterHospitals(items, EMPTY_HOSPITAL_FILTERS)).toHaveLength(5);
  });

  it('searches name, ID and address case-insensitively', () => {
    expect(ids(filterHospitals(items, { ...EMPTY_HOSPITAL_FILTERS, search: '  sunrise ' }))).toEqual([
      'CLN-ABC234',
    ]);
    expect(ids(filterHospitals(items, { ...EMPTY_HOSPITAL_FILTERS, search: 'hos003' }))).toEqual(['HOS003']);
    expect(ids(filterHospitals(items, { ...EMPTY_HOSPITAL_FILTERS, search: 'WORLI' }))).toEqual(['HOS002']);
    expect(filterHospitals(items, { ...EMPTY_HOSPITAL_FILTERS, search: 'cardiology' })).toEqual([]);
  });

  it('combines state, city, ID and exact name with AND', () => {
    const karnataka = { ...EMPTY_HOSPITAL_FILTERS, state: 'Karnataka' };
    expect(ids(filterHospitals(items, karnataka))).toEqual(['HOS003', 'CLN-ABC234']);
    expect(ids(filterHospitals(items, { ...karnataka, city: 'Bengaluru', search: 'clinic' }))).toEqual([
      'CLN-ABC234',
    ]);
    expect(ids(filterHospitals(items, { ...karnataka, id: 'HOS001' }))).toEqual([]);
    expect(ids(filterHospitals(items, { ...EMPTY_HOSPITAL_FILTERS, name: 'Sunrise Family Clinic' }))).toEqual(
      ['CLN-ABC234'],
    );
    expect(filterHospitals(items, { ...EMPTY_HOSPITAL_FILTERS, name: 'Sunrise Family' })).toEqual([]);
  });

  it("treats 'all' and empty as no filter", () => {
    expect(
      filterHospitals(items, { search: '', state: FILTER_ALL, city: '', id: FILTER_ALL, name: '' }),
    ).toHaveLength(5);
  });
});

describe('filter state helpers', () => {
  it('changing state resets the city; active filters are detected', () => {
    const f = withState({ ...EMPTY_HOSPITAL_FILTERS, state: 'Delhi', city: 'New Delhi' }, 'Goa');
    expect(f).toMatchObject({ state: 'Goa', city: FILTER_ALL });
    expect(hasActiveFilters(EMPTY_HOSPITAL_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_HOSPITAL_FILTERS, search: ' x ' })).toBe(true);
    expect(hasActiveFilters(f)).toBe(true);
  });
});

describe('distanceLabel with the nearest-first sort', () => {
  it('shows km when the position is known, else stored text or User Added', () => {
    expect(distanceLabel(builtInListItem(BUILT_IN_HOSPITALS[0]!))).toBe('2.5 km');
    expect(distanceLabel(clinic)).toBe('User Added');
    const sorted = sortByDistance(items, { lat: 13.08, lng: 80.27 }); // Chennai
    expect(ids(sorted)).toEqual(['HOS004', 'HOS003', 'HOS002', 'HOS001', 'CLN-ABC234']);
    expect(distanceLabel(sorted[0]!)).toMatch(/^\d+\.\d km$/);
    expect(distanceLabel(sorted[4]!)).toBe('User Added');
  });
});
