import { DEFAULT_PAGE_SIZE, MEDICAL_HISTORY_MESSAGES as M } from '@sehat/shared';
import { ArrowLeftIcon, ClipboardListIcon, PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useMedicalRecords } from '../api/medical-records';
import { EmptyState, ListSkeleton } from './empty-state';
import { MedicalHistoryTable } from './medical-history-table';
import { Pager, pageFromParams } from './pager';

/** 'N records found' (spec §2 "Medical history list"). */
export function recordsFound(total: number): string {
  return `${total} ${total === 1 ? 'record' : 'records'} found`;
}

/**
 * /medical-history (spec §2): the patient's records a page at a time
 * (`?page=`), newest visit first, with 'Add New Record'. A failed load is
 * logged and shows the empty state (spec §7).
 */
export function MedicalHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);
  const records = useMedicalRecords(page, DEFAULT_PAGE_SIZE);
  const data = records.data;

  useEffect(() => {
    if (records.error) console.warn('Failed to load medical records', records.error);
  }, [records.error]);

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Medical History</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data ? recordsFound(data.total) : records.isPending ? 'Loading records...' : recordsFound(0)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
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
        </div>
      </div>

      <Card className="py-0">
        <CardContent className="px-0">
          {records.isPending ? (
            <ListSkeleton label="Loading medical records" />
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
          pageCount={Math.max(1, Math.ceil(data.total / data.page_size))}
          onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        />
      )}
    </div>
  );
}

export default MedicalHistoryPage;
