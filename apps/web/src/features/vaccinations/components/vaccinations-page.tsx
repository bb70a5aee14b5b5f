import { useTranslation } from '@/lib/i18n/namespaces/vaccinations';
import type { Immunization, ScheduleItem } from '@sehat/shared';
import { CalendarIcon, PlusIcon, SyringeIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReadOnly } from '@/lib/caregiving';
import { shortDate } from '@/lib/i18n/dates';
import { useVaccinations } from '../api/get-vaccinations';
import { GivenList } from './given-list';
import { ScheduleList } from './schedule-list';
import { VaccinationDialog, type DosePreset } from './vaccination-dialog';

/** What the dialog is open for: a dose of the schedule to mark given, a dose given to edit, or another vaccine. */
type Editing = { dose: Immunization | null; preset: DosePreset | null } | null;

const by = (items: readonly ScheduleItem[], test: (item: ScheduleItem) => boolean) => items.filter(test);

/**
 * /vaccinations (docs/decisions/055-vaccinations.md): the open family member's schedule on today in their
 * zone, in sections (due now, coming up, as advised, past the age it is given) with "Mark as given", the
 * doses given with Edit and a confirmed Delete, "Record another vaccine", and the schedule's source. Without
 * a date of birth it says where to add one. A viewer sees it without the buttons.
 */
export function VaccinationsPage() {
  const { t } = useTranslation('vaccinations');
  useDocumentTitle(t('page.title'));
  const query = useVaccinations();
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<Editing>(null);
  const data = query.data;

  const mark = readOnly
    ? undefined
    : (item: ScheduleItem) =>
        setEditing({ dose: null, preset: { vaccine: item.vaccine, dose: item.dose, label: item.label } });
  const edit = readOnly ? undefined : (dose: Immunization) => setEditing({ dose, preset: null });

  const actions = readOnly ? null : (
    <Button type="button" variant="outline" onClick={() => setEditing({ dose: null, preset: null })}>
      <PlusIcon aria-hidden="true" />
      {t('page.recordOther')}
    </Button>
  );

  let body;
  if (query.isPending) body = <ListSkeleton label={t('page.loading')} />;
  else if (!data)
    body = <LoadError what={t('page.theVaccinations')} onRetry={query.refetch} retrying={query.isFetching} />;
  else {
    const schedule = data.schedule;
    const open = (item: ScheduleItem) => item.status !== 'given';
    body = (
      <>
        {data.birth_date === null ? (
          <EmptyState icon={CalendarIcon} title={t('page.noBirthDateTitle')} className="gap-4 py-10">
            <p className="text-sm text-muted-foreground">{t('page.noBirthDateText')}</p>
            <Button asChild variant="outline">
              <Link to="/family">{t('page.openFamily')}</Link>
            </Button>
          </EmptyState>
        ) : (
          <>
            <ScheduleList
              id="vaccinations-due"
              title={t('page.due')}
              empty={t('page.dueEmpty')}
              items={by(schedule, (i) => !i.optional && (i.status === 'due' || i.status === 'overdue'))}
              onMark={mark}
            />
            <ScheduleList
              id="vaccinations-upcoming"
              title={t('page.upcoming')}
              empty={t('page.upcomingEmpty')}
              items={by(schedule, (i) => !i.optional && i.status === 'upcoming')}
              onMark={mark}
            />
            <ScheduleList
              id="vaccinations-advised"
              title={t('page.advised')}
              items={by(schedule, (i) => i.optional && open(i) && i.status !== 'missed')}
              onMark={mark}
            />
            <ScheduleList
              id="vaccinations-missed"
              title={t('page.missed')}
              note={t('page.missedText')}
              items={by(schedule, (i) => i.status === 'missed')}
              onMark={mark}
            />
          </>
        )}
        <GivenList given={data.given} onEdit={edit} />
        {(['child', 'adult'] as const)
          .filter((audience) => schedule.some((item) => item.audience === audience))
          .map((audience) => (
            <p key={audience} className="text-xs text-muted-foreground">
              {t(audience === 'child' ? 'page.sourceChild' : 'page.sourceAdult', {
                document: data.sources[audience].document,
                checked: shortDate(data.sources[audience].checked),
              })}
            </p>
          ))}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={actions} />
      {readOnly && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <SyringeIcon aria-hidden="true" className="size-4" />
          {t('page.readOnly')}
        </p>
      )}
      {body}
      <VaccinationDialog
        open={editing !== null}
        dose={editing?.dose ?? null}
        preset={editing?.preset ?? null}
        onOpenChange={(next) => !next && setEditing(null)}
      />
    </div>
  );
}
