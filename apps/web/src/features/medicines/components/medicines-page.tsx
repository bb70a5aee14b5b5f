import { useTranslation } from '@/lib/i18n/namespaces/medicines';
import {
  formatWeekday,
  MEDICINE_MESSAGES,
  scheduleShorthand,
  type Adherence,
  type Medicine,
} from '@sehat/shared';
import { PillIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DoseList } from '@/components/dose-list';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReadOnly } from '@/lib/caregiving';
import { shortDate } from '@/lib/i18n/dates';
import { currentLanguage } from '@/lib/i18n/i18n';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useDeleteMedicine, useMedicines } from '../api/medicines';
import { useTodayDoses } from '../api/dose-day';
import { MedicineDialog } from './medicine-dialog';

const M = messageGroup('medicines', MEDICINE_MESSAGES);

/** "5 of 6 (83%)", or "No dose due". */
function AdherenceValue({ value }: { value: Adherence | null }) {
  const { t } = useTranslation('medicines');
  if (!value || value.ratio === null) return <>{t('page.noneDue')}</>;
  return (
    <>
      {t('page.adherenceValue', {
        taken: value.taken,
        due: value.due,
        percent: Math.round(value.ratio * 100),
      })}
    </>
  );
}

/** One medicine: name, strength, schedule, dates, adherence over 7 and 30 days, refill date, Edit and Delete. */
function MedicineItem({
  medicine,
  onEdit,
  onDelete,
}: {
  medicine: Medicine;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('medicines');
  const readOnly = useReadOnly();
  const name = [medicine.name, medicine.strength].filter(Boolean).join(' ');
  const schedule = medicine.schedule;
  const when =
    schedule.type === 'as_needed'
      ? t('schedule.asNeeded')
      : [
          scheduleShorthand({ ...schedule, repeat: { kind: 'daily' } }),
          schedule.repeat.kind === 'every_n_days' ? t('schedule.everyDays', { n: schedule.repeat.n }) : null,
          schedule.repeat.kind === 'weekdays'
            ? schedule.repeat.days.map((day) => formatWeekday(day, currentLanguage())).join(', ')
            : null,
        ]
          .filter(Boolean)
          .join(' · ');
  return (
    <li className="grid gap-3 px-4 py-4 sm:px-6" data-testid="medicine-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <span className="flex flex-wrap items-center gap-2 font-semibold">
            {name}
            <Badge variant={medicine.current ? 'default' : 'secondary'}>
              {medicine.current ? t('page.current') : t('page.ended')}
            </Badge>
          </span>
          <span className="text-sm">
            {when}
            {medicine.dose && <span className="text-muted-foreground"> · {medicine.dose}</span>}
          </span>
          <span className="text-sm text-muted-foreground">
            {medicine.end_date
              ? t('page.between', { from: shortDate(medicine.start_date), to: shortDate(medicine.end_date) })
              : t('page.since', { date: shortDate(medicine.start_date) })}
          </span>
        </div>
        {!readOnly && (
          <div className="flex gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t('page.editNamed', { name })}
              onClick={onEdit}
            >
              <PencilIcon aria-hidden="true" />
              {t('page.edit')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-label={t('page.deleteNamed', { name })}
              onClick={onDelete}
            >
              <Trash2Icon aria-hidden="true" />
              {t('page.delete')}
            </Button>
          </div>
        )}
      </div>
      {schedule.type !== 'as_needed' && (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('page.adherence7')}</dt>
            <dd className="font-semibold" data-testid="adherence-7">
              <AdherenceValue value={medicine.adherence_7d} />
            </dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-muted-foreground">{t('page.adherence30')}</dt>
            <dd className="font-semibold">
              <AdherenceValue value={medicine.adherence_30d} />
            </dd>
          </div>
        </dl>
      )}
      {medicine.refill_on && (
        <p className="text-sm font-medium text-destructive">
          {t('page.refillOn', { date: shortDate(medicine.refill_on) })}
        </p>
      )}
    </li>
  );
}

/**
 * /medicines (docs/decisions/054-medicines.md): today's doses with Taken / Skipped, then every medicine,
 * current first, with its schedule, adherence over 7 and 30 days and refill date, Edit and a confirmed
 * Delete. "Add medicine" opens the dialog; `?record=<id>` (from a medical record's medications) opens it
 * linked to that record.
 */
export function MedicinesPage() {
  const { t } = useTranslation('medicines');
  useDocumentTitle(t('page.title'));
  const [search, setSearch] = useSearchParams();
  const recordId = search.get('record');
  const list = useMedicines();
  const doses = useTodayDoses();
  const remove = useDeleteMedicine();
  const readOnly = useReadOnly();
  const [editing, setEditing] = useState<{ medicine: Medicine | null } | null>(
    recordId ? { medicine: null } : null,
  );
  const [deleting, setDeleting] = useState<Medicine | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    toast.success(M.deleted);
    setDeleting(null);
  };

  const add = readOnly ? undefined : (
    <Button type="button" onClick={() => setEditing({ medicine: null })}>
      <PlusIcon aria-hidden="true" />
      {t('page.add')}
    </Button>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} actions={add} />

      <Card>
        <CardHeader>
          <CardTitle>{t('page.today')}</CardTitle>
        </CardHeader>
        <CardContent>
          {doses.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : doses.data ? (
            <DoseList doses={doses.data.items} />
          ) : (
            <LoadError what={t('doses.loadFailed')} onRetry={doses.refetch} retrying={doses.isFetching} />
          )}
        </CardContent>
      </Card>

      <Card className="py-0">
        <CardContent className="px-0">
          {list.isPending ? (
            <ListSkeleton label={t('page.loading')} />
          ) : !list.data ? (
            <LoadError what={t('page.yourMedicines')} onRetry={list.refetch} retrying={list.isFetching} />
          ) : list.data.items.length === 0 ? (
            <EmptyState icon={PillIcon} title={t('page.emptyTitle')} className="gap-4 py-10">
              <p className="text-sm text-muted-foreground">{t('page.emptyText')}</p>
              {add}
            </EmptyState>
          ) : (
            <ul aria-label={t('page.listLabel')} className="divide-y">
              {list.data.items.map((medicine) => (
                <MedicineItem
                  key={medicine.id}
                  medicine={medicine}
                  onEdit={() => setEditing({ medicine })}
                  onDelete={() => setDeleting(medicine)}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <MedicineDialog
        open={editing !== null}
        medicine={editing?.medicine ?? null}
        recordId={editing?.medicine ? null : recordId}
        onOpenChange={(next) => {
          if (next) return;
          setEditing(null);
          if (search.has('record')) setSearch({}, { replace: true });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('page.deleteTitle')}
        description={deleting ? t('page.deleteDescription', { name: deleting.name }) : ''}
        confirmLabel={t('page.delete')}
        busyLabel={t('page.deleting')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
