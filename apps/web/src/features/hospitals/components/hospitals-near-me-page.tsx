import { useTranslation } from '@/lib/i18n/namespaces/hospitals';
import {
  BUILT_IN_HOSPITALS,
  EMPTY_HOSPITAL_FILTERS,
  FILTER_ALL,
  HOSPITAL_TEXT,
  builtInListItem,
  clinicListItem,
  filterHospitals,
  sortByDistance,
  type HospitalFilters as Filters,
  type LatLng,
} from '@sehat/shared';
import { HomeIcon, PlusIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useClinics } from '@/lib/queries/get-clinics';
import { useLocate, type Located } from '../hooks/use-locate';
import { HospitalCard } from './hospital-card';
import { HospitalFilters } from './hospital-filters';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const hospitalsMessages = messageGroup('hospitals', HOSPITAL_TEXT);

const BUILT_INS = BUILT_IN_HOSPITALS.map(builtInListItem);

/**
 * /hospitals-near-me (docs/product.md#hospitals-near-me, docs/product.md#hospital-filters): the four
 * built-in hospitals and the patient's clinics, searched and filtered; with
 * "Use My Location" the state/city filters follow the position and the list
 * shows distances in km, nearest first.
 */
export function HospitalsNearMePage() {
  const { t } = useTranslation('hospitals');
  const clinics = useClinics();
  useDocumentTitle(t('hospitalsNearMePage.hospitalsNearMe'));
  const [filters, setFilters] = useState<Filters>(EMPTY_HOSPITAL_FILTERS);
  const [position, setPosition] = useState<LatLng | null>(null);

  const onLocated = useCallback(({ position: pos, state, city }: Located) => {
    setPosition(pos);
    if (state) setFilters((f) => ({ ...f, state, city: city ?? FILTER_ALL }));
  }, []);
  const { locate, locating } = useLocate(onLocated);

  const all = useMemo(() => [...BUILT_INS, ...(clinics.data ?? []).map(clinicListItem)], [clinics.data]);
  const shown = useMemo(() => {
    const filtered = filterHospitals(all, filters);
    return position ? sortByDistance(filtered, position) : filtered;
  }, [all, filters, position]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">
            {t('hospitalsNearMePage.hospitalsNearMe')}
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('hospitalsNearMePage.findHospitalsAndClinicsAnd')}
          </p>
        </div>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/add-clinics">
              <PlusIcon aria-hidden="true" />
              {t('hospitalsNearMePage.addClinic')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <HomeIcon aria-hidden="true" />
              {t('hospitalsNearMePage.home')}
            </Link>
          </Button>
        </div>
      </div>

      <HospitalFilters
        filters={filters}
        items={all}
        locating={locating}
        onChange={setFilters}
        onLocate={locate}
        onClear={() => setFilters(EMPTY_HOSPITAL_FILTERS)}
      />

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {clinics.isPending
          ? t('hospitalsNearMePage.loadingHospitals')
          : position
            ? t('hospitalsNearMePage.showingNearest', { count: shown.length })
            : t('hospitalsNearMePage.showing', { count: shown.length })}
      </p>

      {clinics.isError && (
        <LoadError
          compact
          what={t('hospitalsNearMePage.yourClinics')}
          onRetry={clinics.refetch}
          retrying={clinics.isFetching}
          className="rounded-xl border border-dashed"
        />
      )}

      {shown.length === 0 && !clinics.isPending ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <h2 className="font-semibold">{messageText(hospitalsMessages.noResults)}</h2>
          <p className="text-sm text-muted-foreground">{messageText(hospitalsMessages.noResultsHint)}</p>
        </div>
      ) : (
        <ul
          aria-label={t('hospitalsNearMePage.hospitals')}
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {shown.map((hospital) => (
            <li key={`${hospital.source}-${hospital.id}`}>
              <HospitalCard hospital={hospital} />
            </li>
          ))}
          {clinics.isPending &&
            [0, 1].map((i) => (
              <li key={`skeleton-${i}`}>
                <Skeleton className="h-72 w-full rounded-xl" />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
