import { useTranslation } from '@/lib/i18n/namespaces/hospitals';
import {
  FILTER_ALL,
  HOSPITAL_TEXT,
  STATE_NAMES,
  citiesOf,
  hasActiveFilters,
  withState,
  type HospitalFilters as Filters,
  type HospitalListItem,
} from '@sehat/shared';
import { LocateFixedIcon, SearchIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const hospitalsMessages = messageGroup('hospitals', HOSPITAL_TEXT);

interface FilterSelectProps {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  disabled?: boolean;
  placeholder?: string;
  onChange: (value: string) => void;
}

function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  disabled,
  placeholder,
  onChange,
}: FilterSelectProps) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id} className="w-full min-w-0">
          <SelectValue placeholder={placeholder ?? allLabel} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={FILTER_ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

interface HospitalFiltersProps {
  filters: Filters;
  items: readonly HospitalListItem[];
  locating: boolean;
  onChange: (filters: Filters) => void;
  onLocate: () => void;
  onClear: () => void;
}

/**
 * Search box, 'Use My Location', and the state, city, ID and name filters of
 * Hospitals near me (docs/product.md#screens-and-routes, docs/product.md#hospital-filters): city disabled until a
 * state is chosen, 'all' resets a filter, 'Clear All Filters' resets them all.
 */
export function HospitalFilters({
  filters,
  items,
  locating,
  onChange,
  onLocate,
  onClear,
}: HospitalFiltersProps) {
  const { t } = useTranslation('hospitals');
  const hasState = filters.state !== FILTER_ALL && filters.state !== '';
  const ids = items.map((h) => h.id);
  const names = [...new Set(items.map((h) => h.name))].sort((a, b) => a.localeCompare(b));

  return (
    <section
      aria-label={t('hospitalFilters.searchAndFilters')}
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={t('hospitalFilters.searchHospitals')}
            placeholder={t('hospitalFilters.searchByNameIdOr')}
            className="pl-9"
            value={filters.search}
            maxLength={200}
            onChange={(event) => onChange({ ...filters, search: event.target.value })}
          />
        </div>
        <Button type="button" variant="secondary" onClick={onLocate} disabled={locating} aria-busy={locating}>
          <LocateFixedIcon aria-hidden="true" className={locating ? 'animate-pulse' : undefined} />
          {locating ? messageText(hospitalsMessages.locating) : messageText(hospitalsMessages.useMyLocation)}
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect
          id="filter-state"
          label={t('hospitalFilters.state')}
          allLabel={t('hospitalFilters.allStates')}
          value={filters.state}
          options={STATE_NAMES}
          onChange={(state) => onChange(withState(filters, state))}
        />
        <FilterSelect
          id="filter-city"
          label={t('hospitalFilters.city')}
          allLabel={t('hospitalFilters.allCities')}
          placeholder={hasState ? t('hospitalFilters.allCities') : t('hospitalFilters.selectStateFirst')}
          value={hasState ? filters.city : ''}
          options={hasState ? citiesOf(filters.state) : []}
          disabled={!hasState}
          onChange={(city) => onChange({ ...filters, city })}
        />
        <FilterSelect
          id="filter-id"
          label={t('hospitalFilters.hospitalId')}
          allLabel={t('hospitalFilters.allIds')}
          value={filters.id}
          options={ids}
          onChange={(id) => onChange({ ...filters, id })}
        />
        <FilterSelect
          id="filter-name"
          label={t('hospitalFilters.hospitalName')}
          allLabel={t('hospitalFilters.allNames')}
          value={filters.name}
          options={names}
          onChange={(name) => onChange({ ...filters, name })}
        />
      </div>

      {hasActiveFilters(filters) && (
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onClear}>
            <XIcon aria-hidden="true" />
            {messageText(hospitalsMessages.clearAllFilters)}
          </Button>
        </div>
      )}
    </section>
  );
}
