import { useTranslation } from '@/lib/i18n/namespaces/activity';
import { ACTIVITY_KINDS, type ActivityKind } from '@sehat/shared';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageHeader } from '@/components/page-header';
import { Pager, usePageParam } from '@/components/pager';
import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useActivity } from '../api/get-activity';
import { ActivityTable } from './activity-table';

const ALL = 'all';

/**
 * /activity (docs/decisions/024-erasure-export-activity-log.md): who did what with the patient's data — sign-ins,
 * failed sign-ins, password changes, record, lab report and claim changes, downloads and exports — newest
 * first, a page at a time, filterable by kind. A failed load says so with Retry (never "no activity").
 */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  const [page, setPage] = usePageParam();
  const [kind, setKind] = useState<ActivityKind | undefined>();
  const activity = useActivity(page, kind);
  const data = activity.data;

  useDocumentTitle(t('activityPage.activity'));

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('activityPage.activity')}
        description={t('activityPage.everySignInChangeDownload')}
        actions={
          <Select
            value={kind ?? ALL}
            onValueChange={(value) => {
              setKind(value === ALL ? undefined : (value as ActivityKind));
              setPage(1);
            }}
          >
            <SelectTrigger aria-label={t('activityPage.show')} className="w-full sm:w-60">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('activityPage.allActivity')}</SelectItem>
              {ACTIVITY_KINDS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`kinds.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        }
      />

      <Card className="py-0">
        <CardContent className="px-0">
          {activity.isPending ? (
            <ListSkeleton label={t('activityPage.loadingActivity')} />
          ) : !data ? (
            <LoadError
              what={t('activityPage.yourActivity')}
              onRetry={activity.refetch}
              retrying={activity.isFetching}
            />
          ) : data.items.length === 0 ? (
            <EmptyState icon={HistoryIcon} title={t('activityPage.noActivityToShow')} className="py-14" />
          ) : (
            <ActivityTable entries={data.items} />
          )}
        </CardContent>
      </Card>

      {data && (
        <Pager
          label={t('activityPage.activityPages')}
          page={page}
          total={data.total}
          pageSize={data.page_size}
          onPage={setPage}
        />
      )}
    </div>
  );
}
