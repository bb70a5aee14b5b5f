import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { CLAIM_MESSAGES, DEFAULT_PAGE_SIZE } from '@sehat/shared';
import { ArrowLeftIcon, FileTextIcon, PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager, usePageParam } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { useReadOnly } from '@/lib/caregiving';
import { Card, CardContent } from '@/components/ui/card';
import { useClaims } from '@/lib/queries/get-claims';
import { ClaimsTable } from './claims-table';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * /insurance-claims (docs/product.md#insurance-claims-list, docs/product.md#messages): the patient's
 * claims a page at a time (`?page=`), newest claim date first. The empty
 * state is for a patient with no claims at all; a failed load says
 * "Couldn't load insurance claims" with Retry (besides the toast its query
 * raises), and a page past the end
 * offers page 1.
 */
export function ClaimsListPage() {
  const { t } = useTranslation('claims');
  const readOnly = useReadOnly();
  const [page, setPage] = usePageParam();
  const claims = useClaims(page, DEFAULT_PAGE_SIZE);
  useDocumentTitle(t('claimsListPage.insuranceClaims'));

  const data = claims.data;

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <PageHeader
        title={t('claimsListPage.insuranceClaims')}
        description={data && data.total > 0 ? t('claimsListPage.count', { count: data.total }) : undefined}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/dashboard">
                <ArrowLeftIcon aria-hidden="true" />
                {t('claimsListPage.backToDashboard')}
              </Link>
            </Button>
            {!readOnly && (
              <Button asChild>
                <Link to="/add-insurance-claim">
                  <PlusIcon aria-hidden="true" />
                  {t('claimsListPage.newClaim')}
                </Link>
              </Button>
            )}
          </>
        }
      />

      <Card className="py-0">
        <CardContent className="px-0">
          {claims.isPending ? (
            <ListSkeleton label={t('claimsListPage.loadingClaims')} />
          ) : !data ? (
            <LoadError
              what={t('claimsListPage.insuranceClaims2')}
              onRetry={claims.refetch}
              retrying={claims.isFetching}
            />
          ) : data.total === 0 ? (
            <EmptyState icon={FileTextIcon} title={messageText(claimsMessages.empty)} className="gap-4 py-14">
              <Button asChild>
                <Link to="/add-insurance-claim">{messageText(claimsMessages.addFirst)}</Link>
              </Button>
            </EmptyState>
          ) : data.items.length === 0 ? (
            <div className="grid justify-items-center gap-3 px-6 py-10 text-center text-sm">
              <p className="text-muted-foreground">{messageText(claimsMessages.pageEmpty)}</p>
              <Button type="button" variant="outline" size="sm" onClick={() => setPage(1)}>
                {messageText(claimsMessages.firstPage)}
              </Button>
            </div>
          ) : (
            <ClaimsTable claims={data.items} />
          )}
        </CardContent>
      </Card>

      {data && (
        <Pager
          label={t('claimsListPage.claimsPages')}
          page={page}
          total={data.total}
          pageSize={data.page_size}
          onPage={setPage}
        />
      )}
    </div>
  );
}
