import { useTranslation } from '@/lib/i18n/namespaces/readings';
import { READING_MESSAGES, type Reading, type ReadingKind } from '@sehat/shared';
import { ActivityIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { dateTime } from '@/lib/i18n/dates';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { READINGS_PAGE_SIZE, useReadingPage } from '../api/get-readings';
import { useDeleteReading } from '../api/save-reading';
import { useReadingText } from '../labels';
import { useReadOnly } from '@/lib/caregiving';

const M = messageGroup('readings', READING_MESSAGES);

/** A High / Low badge; nothing for a reading in range. */
export function FlagBadge({ flag }: { flag: 'high' | 'low' | null }) {
  const { t } = useTranslation('readings');
  if (!flag) return null;
  return <Badge variant={flag === 'high' ? 'destructive' : 'secondary'}>{t(`flags.${flag}`)}</Badge>;
}

/**
 * A kind's readings, newest first, a page at a time, each with its flag, Edit and Delete (after a
 * confirmation). `onLog` opens the log dialog (the empty state's action); `onEdit` the same dialog with one.
 * A viewer (docs/decisions/051-caregivers.md) sees the readings without Log, Edit and Delete.
 */
export function ReadingHistory({
  kind,
  onLog,
  onEdit,
}: {
  kind: ReadingKind;
  onLog: () => void;
  onEdit: (reading: Reading) => void;
}) {
  const { t } = useTranslation('readings');
  const [page, setPage] = useState(1);
  const readOnly = useReadOnly();
  const list = useReadingPage(kind, page);
  const remove = useDeleteReading();
  const [deleting, setDeleting] = useState<Reading | null>(null);
  const readingText = useReadingText();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / READINGS_PAGE_SIZE)) : 1;

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove.mutateAsync(deleting.id);
    toast.success(M.deleted);
    setDeleting(null);
  };

  if (list.isPending) return <ListSkeleton label={t('readingsPage.loading')} />;
  if (!list.data)
    return (
      <LoadError what={t('readingsPage.yourReadings')} onRetry={list.refetch} retrying={list.isFetching} />
    );
  if (list.data.items.length === 0)
    return (
      <EmptyState icon={ActivityIcon} title={t('readingsPage.emptyTitle')} className="gap-4 py-10">
        <p className="text-sm text-muted-foreground">{t('readingsPage.emptyText')}</p>
        {!readOnly && (
          <Button type="button" onClick={onLog}>
            {t('readingsPage.logReading')}
          </Button>
        )}
      </EmptyState>
    );

  return (
    <>
      <ul aria-label={t('readingsPage.historyLabel')} className="divide-y">
        {list.data.items.map((reading) => {
          const date = dateTime(reading.taken_at);
          return (
            <li
              key={reading.id}
              className="grid gap-2 px-4 py-3 sm:flex sm:items-center sm:justify-between sm:px-6"
            >
              <div className="grid min-w-0 gap-0.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{readingText(reading)}</span>
                  <FlagBadge flag={reading.flag} />
                </div>
                <span className="text-sm text-muted-foreground">{date}</span>
              </div>
              {!readOnly && (
                <div className="flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('readingsPage.editNamed', { date })}
                    onClick={() => onEdit(reading)}
                  >
                    <PencilIcon aria-hidden="true" />
                    {t('readingsPage.edit')}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={t('readingsPage.deleteNamed', { date })}
                    onClick={() => setDeleting(reading)}
                  >
                    <Trash2Icon aria-hidden="true" />
                    {t('readingsPage.delete')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2 border-t px-4 py-3 sm:px-6">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('readingsPage.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('readingsPage.pageOf', { page, pages })}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('readingsPage.next')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        title={t('readingsPage.deleteTitle')}
        description={
          deleting ? t('readingsPage.deleteDescription', { date: dateTime(deleting.taken_at) }) : ''
        }
        confirmLabel={t('readingsPage.delete')}
        busyLabel={t('readingsPage.deleting')}
        onConfirm={confirmDelete}
      />
    </>
  );
}
