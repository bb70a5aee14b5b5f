import { useTranslation } from '@/lib/i18n/namespaces/vaccinations';
import type { ScheduleItem } from '@sehat/shared';
import { CheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shortDate } from '@/lib/i18n/dates';
import { vaccineName } from '@/lib/vaccine-names';

const BADGE = {
  due: 'default',
  overdue: 'destructive',
  upcoming: 'secondary',
  missed: 'outline',
  given: 'secondary',
} as const;

/**
 * A section of the schedule (docs/decisions/055-vaccinations.md): each dose's vaccine in the UI's language,
 * the schedule's name of the dose, its status and due date, and "Mark as given" unless `onMark` is absent
 * (a viewer). Shows `empty` when there is no dose.
 */
export function ScheduleList({
  id,
  title,
  items,
  empty,
  note,
  onMark,
}: {
  id: string;
  title: string;
  items: readonly ScheduleItem[];
  empty?: string;
  note?: string;
  onMark?: (item: ScheduleItem) => void;
}) {
  const { t } = useTranslation('vaccinations');
  if (items.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {note && <p className="text-sm text-muted-foreground">{note}</p>}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y" aria-label={title}>
          {items.map((item) => {
            const name = vaccineName(item.vaccine);
            return (
              <li
                key={`${item.vaccine}-${item.dose}`}
                className="grid gap-2 py-3 sm:flex sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-0.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{name}</span>
                    <Badge variant={BADGE[item.status]}>{t(`page.status.${item.status}`)}</Badge>
                    {item.optional && <Badge variant="outline">{t('page.optional')}</Badge>}
                  </div>
                  <span className="text-sm text-muted-foreground">
                    {item.label} · {t('page.dueOn', { date: shortDate(item.due_date) })}
                    {item.latest_date && item.status !== 'upcoming'
                      ? ` · ${t('page.latestOn', { date: shortDate(item.latest_date) })}`
                      : ''}
                  </span>
                </div>
                {onMark && (
                  <Button
                    type="button"
                    size="sm"
                    variant={item.status === 'upcoming' ? 'outline' : 'default'}
                    aria-label={t('page.markGivenNamed', { name: `${name} (${item.label})` })}
                    onClick={() => onMark(item)}
                  >
                    <CheckIcon aria-hidden="true" />
                    {t('page.markGiven')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
