import { useTranslation } from '@/lib/i18n/namespaces/vaccinations';
import type { VaccineDue } from '@sehat/shared';
import { SyringeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shortDate } from '@/lib/i18n/dates';
import { vaccineName } from '@/lib/vaccine-names';

/**
 * The dashboard's "Today" line of vaccines (docs/decisions/055-vaccinations.md): each dose due, overdue or
 * due within a week, from the dashboard's one answer, and a link to the Vaccinations page. A lazy chunk,
 * loaded only when there is one.
 */
export function VaccinesDueToday({ items }: { items: readonly VaccineDue[] }) {
  const { t } = useTranslation('vaccinations');
  return (
    <div className="grid w-full gap-2 border-t pt-4" data-testid="vaccines-due-today">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <SyringeIcon aria-hidden="true" className="size-4 text-primary" />
        {t('today.title')}
        <span className="font-normal text-muted-foreground">{t('today.count', { count: items.length })}</span>
      </h3>
      <ul className="grid gap-1 text-sm">
        {items.map((item) => (
          <li key={`${item.vaccine}-${item.dose}`} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{vaccineName(item.vaccine)}</span>
            <span className="text-muted-foreground">
              {item.label} · {shortDate(item.due_date)}
            </span>
            <Badge variant={item.status === 'overdue' ? 'destructive' : 'secondary'}>
              {t(`page.status.${item.status}`)}
            </Badge>
          </li>
        ))}
      </ul>
      <div>
        <Button asChild size="sm" variant="outline">
          <Link to="/vaccinations">{t('today.see')}</Link>
        </Button>
      </div>
    </div>
  );
}
