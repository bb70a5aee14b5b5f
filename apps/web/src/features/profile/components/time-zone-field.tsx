import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { GlobeIcon } from 'lucide-react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timeZoneOptions } from '../time-zones';

/**
 * The patient's time zone (decision 032): when the reminders go out (08:00 there) and which date is
 * "today" everywhere in Sehat. `onChange` saves it (RemindersCard, with the reminder switches).
 */
export function TimeZoneField({
  value,
  disabled,
  onChange,
}: {
  value: string;
  disabled: boolean;
  onChange: (timeZone: string) => void;
}) {
  const { t } = useTranslation('profile');
  const options = useMemo(() => timeZoneOptions(value), [value]);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex gap-3">
        <GlobeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid gap-1">
          <label id="time_zone-label" htmlFor="time_zone" className="text-sm font-medium">
            {t('remindersCard.time_zone.label')}
          </label>
          <p id="time_zone-hint" className="text-sm text-muted-foreground">
            {t('remindersCard.time_zone.hint')}
          </p>
        </div>
      </div>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger
          id="time_zone"
          aria-labelledby="time_zone-label"
          aria-describedby="time_zone-hint"
          className="w-full shrink-0 sm:w-64"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent className="max-h-80">
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              <span lang="en">{option.value.replaceAll('_', ' ')}</span>{' '}
              <span className="text-muted-foreground">({option.offset})</span>
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
