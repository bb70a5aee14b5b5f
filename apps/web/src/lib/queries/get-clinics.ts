import { MAX_PAGE_SIZE, type Clinic, type ClinicPage } from '@sehat/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { queryKeys, type ClinicFilter } from './keys';

/**
 * Every clinic of the patient, newest first: GET /api/clinics read page by page at the API's
 * largest page size (MAX_PAGE_SIZE, 100) until `total` is reached, so a long list is never cut.
 * `filter` is sent as `?state=&city=`. Rejects with the api client's ApiError.
 */
async function fetchAllClinics(filter: ClinicFilter = {}, signal?: AbortSignal): Promise<Clinic[]> {
  const all: Clinic[] = [];
  for (let page = 1; ; page += 1) {
    const params = new URLSearchParams({ ...filter, page: String(page), page_size: String(MAX_PAGE_SIZE) });
    const data = await apiGet<ClinicPage>(`/api/clinics?${params.toString()}`, signal);
    all.push(...data.items);
    if (all.length >= data.total || data.items.length === 0) return all;
  }
}

/**
 * The one query of the patient's clinics (Hospitals near me, the claim and medical-history forms'
 * hospital lists, booking in one city). Shape it per screen with `select` (e.g. {@link byName}).
 */
export function getClinicsQueryOptions(filter: ClinicFilter = {}) {
  return queryOptions({
    queryKey: queryKeys.clinics.list(filter),
    queryFn: ({ signal }) => fetchAllClinics(filter, signal),
  });
}

/** Every clinic of the patient, newest first (`filter`: one state and city). */
export function useClinics(filter: ClinicFilter = {}) {
  return useQuery(getClinicsQueryOptions(filter));
}

/** Clinics sorted by name as a person reads them (en-IN, case- and accent-insensitive). */
export function byName(clinics: readonly Clinic[]): Clinic[] {
  return [...clinics].sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' }));
}

/**
 * The patient's clinics sorted by name, for a form's hospital list, read once `enabled` (the patient
 * reaches for the list), so the form's first load is only its own data (decision 046). Not retried:
 * a failed load leaves the form's other choices.
 */
export function useClinicsByName(enabled: boolean) {
  return useQuery({ ...getClinicsQueryOptions(), select: byName, retry: false, enabled });
}
