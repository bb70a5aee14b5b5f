import { CLAIM_MESSAGES, DEFAULT_PAGE_SIZE } from '@sehat/shared';
import { ArrowLeftIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useClaims } from '../api/claims';
import { ClaimsTable } from './claims-table';

/**
 * /insurance-claims (spec §2 "Insurance claims list", §8): the patient's
 * claims a page at a time (`?page=`), newest claim date first.
 */
export function ClaimsListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const claims = useClaims(page, DEFAULT_PAGE_SIZE);

  useEffect(() => {
    if (claims.isError) toast.error(CLAIM_MESSAGES.loadFailed, { id: 'claims-load-failed' });
  }, [claims.isError]);

  const data = claims.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Insurance Claims</h1>
          {data && data.total > 0 && (
            <p className="text-sm text-muted-foreground">
              {data.total} {data.total === 1 ? 'claim' : 'claims'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeftIcon aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
          <Button asChild>
            <Link to="/add-insurance-claim">
              <PlusIcon aria-hidden="true" />
              New Claim
            </Link>
          </Button>
        </div>
      </div>

      <Card className="py-0">
        <CardContent className="px-0">
          {claims.isPending ? (
            <div className="grid gap-3 p-6" aria-busy="true" aria-label="Loading claims">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-10 w-full" />
              ))}
            </div>
          ) : !data || data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-4 px-6 py-14 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
                <FileTextIcon aria-hidden="true" className="size-7" />
              </span>
              <h2 className="text-lg font-semibold">{CLAIM_MESSAGES.empty}</h2>
              <Button asChild>
                <Link to="/add-insurance-claim">{CLAIM_MESSAGES.addFirst}</Link>
              </Button>
            </div>
          ) : (
            <ClaimsTable claims={data.items} />
          )}
        </CardContent>
      </Card>

      {data && pageCount > 1 && (
        <nav aria-label="Claims pages" className="flex items-center justify-end gap-3 text-sm">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => goTo(page - 1)}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => goTo(page + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
