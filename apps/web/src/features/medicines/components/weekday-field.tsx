import { formatWeekday } from '@sehat/shared';
import { currentLanguage } from '@/lib/i18n/i18n';
import { fieldErrorText } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/medicines';

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * "On these days" of the medicine form (docs/decisions/054-medicines.md): a checkbox per ISO weekday, Monday
 * first, named in the screen's language, kept as the comma-separated ISO days ('1,3,5') the form turns into
 * the schedule's `days`. None ticked is refused by the shared schema ('Choose at least one day of the
 * week.'), its error shown under the days in the screen's language.
 */
export function WeekdayField({
  value,
  onChange,
  disabled,
  error,
}: {
  value: string;
  onChange: (days: string) => void;
  disabled: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation('medicines');
  const language = currentLanguage();
  const chosen = new Set(value.split(',').filter(Boolean));
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">{t('form.weekdays')}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {ISO_WEEKDAYS.map((day) => (
          <label key={day} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              disabled={disabled}
              checked={chosen.has(String(day))}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(String(day));
                else next.delete(String(day));
                onChange([...next].sort().join(','));
              }}
            />
            {formatWeekday(day, language)}
          </label>
        ))}
      </div>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {fieldErrorText(error)}
        </p>
      )}
    </fieldset>
  );
}
