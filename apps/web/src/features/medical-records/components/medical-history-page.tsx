import { DEFAULT_PAGE_SIZE, MEDICAL_HISTORY_MESSAGES } from '@sehat/shared';
import { ArrowLeftIcon, ClipboardListIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { Button } from '@/components/ui/button';
import { useReadOnly } from '@/lib/caregiving';
import { Card, CardContent } from '@/components/ui/card';
import { useMedicalRecords } from '@/lib/queries/get-medical-records';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { MedicalHistoryTable } from './medical-history-table';
import { Pager, usePageParam } from '@/components/pager';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadError } from '@/components/load-error';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);

/**
 * /medical-history (docs/product.md#screens-and-routes): the patient's records a page at a time
 * (`?page=`), newest visit first, with 'Add New Record'. A failed load is
 * logged (docs/product.md#data-calls) and shows "Couldn't load medical records" with Retry,
 * never the empty state (docs/product.md#screens-added-since-the-first-version).
 */
export function MedicalHistoryPage() {
  const { t } = useTranslation('medical-records');
  const readOnly = useReadOnly();
  const [page, setPage] = usePageParam();
  const records = useMedicalRecords(page, DEFAULT_PAGE_SIZE);
  const data = records.data;

  useLogLoadFailure(records.error, 'medical records');
  useDocumentTitle(t('list.title'));

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <PageHeader
        title={t('list.title')}
        description={
          data
            ? t('list.found', { count: data.total })
            : records.isPending
              ? t('list.loadingShort')
              : undefined
        }
        liveDescription
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden="true" />
                {t('list.dashboard')}
              </Link>
            </Button>
            {!readOnly && (
              <Button asChild>
                <Link to="/add-medical-history">
                  <PlusIcon aria-hidden="true" />
                  {t('list.addNew')}
                </Link>
              </Button>
            )}
          </>
        }
      />

      <Card className="py-0">
        <CardContent className="px-0">
          {records.isPending ? (
            <ListSkeleton label={t('list.loading')} />
          ) : records.isError && !data ? (
            <LoadError what={t('list.what')} onRetry={records.refetch} retrying={records.isFetching} />
          ) : !data || data.items.length === 0 ? (
            <EmptyState icon={ClipboardListIcon} title={messageText(M.listEmpty)}>
              <p className="max-w-sm text-sm text-muted-foreground">{t('list.emptyText')}</p>
            </EmptyState>
          ) : (
            <MedicalHistoryTable records={data.items} />
          )}
        </CardContent>
      </Card>

      {data && (
        <Pager
          label={t('list.pages')}
          page={page}
          total={data.total}
          pageSize={data.page_size}
          onPage={setPage}
        />
      )}
    </div>
  );
}
