import { useTranslation } from '@/lib/i18n/namespaces/readings';
import type { ReadingKind } from '@sehat/shared';
import { ActivityIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useReadOnly } from '@/lib/caregiving';

/**
 * The dashboard's "Today" line of readings (docs/decisions/052-readings.md#readings-due): each kind the
 * patient logs most days and has not logged today, from the dashboard's one answer, with a link that opens
 * the log dialog for that kind (for a viewer: the kind's page). A lazy chunk, loaded only when one is due.
 */
export function ReadingsDueToday({ kinds }: { kinds: readonly ReadingKind[] }) {
  const { t } = useTranslation('readings');
  const readOnly = useReadOnly();
  return (
    <div className="grid w-full gap-2 border-t pt-4" data-testid="readings-due-today">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <ActivityIcon aria-hidden="true" className="size-4 text-primary" />
        {t('dueToday.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('dueToday.hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {kinds.map((kind) => (
          <li key={kind}>
            <Button asChild size="sm" variant="outline">
              <Link to={readOnly ? `/readings?kind=${kind}` : `/readings?kind=${kind}&log=1`}>
                {!readOnly && <PlusIcon aria-hidden="true" />}
                {readOnly ? t(`kinds.${kind}`) : t('dueToday.log', { kind: t(`kinds.${kind}`) })}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
