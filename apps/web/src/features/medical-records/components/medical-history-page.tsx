import { DEFAULT_PAGE_SIZE, MEDICAL_HISTORY_MESSAGES as M } from '@sehat/shared';
import { ArrowLeftIcon, ClipboardListIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMedicalRecords } from '../api/medical-records';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { MedicalHistoryTable } from './medical-history-table';
import { Pager, usePageParam } from '@/components/pager';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadError } from '@/components/load-error';

/** 'N records found' (spec §2 "Medical history list"). */
export function recordsFound(total: number): string {
  return `${total} ${total === 1 ? 'record' : 'records'} found`;
}

/**
 * /medical-history (spec §2): the patient's records a page at a time
 * (`?page=`), newest visit first, with 'Add New Record'. A failed load is
 * logged (spec §7) and shows "Couldn't load medical records" with Retry,
 * never the empty state (issue "Complete records" scope 6).
 */
export function MedicalHistoryPage() {
  const [page, setPage] = usePageParam();
  const records = useMedicalRecords(page, DEFAULT_PAGE_SIZE);
  const data = records.data;

  useLogLoadFailure(records.error, 'medical records');
  useDocumentTitle('Medical History');

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <PageHeader
        title="Medical History"
        description={data ? recordsFound(data.total) : records.isPending ? 'Loading records...' : undefined}
        liveDescription
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden="true" />
                Dashboard
              </Link>
            </Button>
            <Button asChild>
              <Link to="/add-medical-history">
                <PlusIcon aria-hidden="true" />
                Add New Record
              </Link>
            </Button>
          </>
        }
      />

      <Card className="py-0">
        <CardContent className="px-0">
          {records.isPending ? (
            <ListSkeleton label="Loading medical records" />
          ) : records.isError && !data ? (
            <LoadError what="medical records" onRetry={records.refetch} retrying={records.isFetching} />
          ) : !data || data.items.length === 0 ? (
            <EmptyState icon={ClipboardListIcon} title={M.listEmpty}>
              <p className="max-w-sm text-sm text-muted-foreground">
                Add your first visit to keep your diagnoses, treatments and prescriptions in one place.
              </p>
            </EmptyState>
          ) : (
            <MedicalHistoryTable records={data.items} />
          )}
        </CardContent>
      </Card>

      {data && (
        <Pager
          label="Medical history pages"
          page={page}
          total={data.total}
          pageSize={data.page_size}
          onPage={setPage}
        />
      )}
    </div>
  );
}
