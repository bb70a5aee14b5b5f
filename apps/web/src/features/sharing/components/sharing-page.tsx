import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import { DEFAULT_PAGE_SIZE, type CreatedShare } from '@sehat/shared';
import { PlusIcon, QrCodeIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageHeader } from '@/components/page-header';
import { Pager, usePageParam } from '@/components/pager';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useShares } from '../api/get-shares';
import { CreateShareForm } from './create-share-form';
import { ShareCreatedCard } from './share-created-card';
import { ShareList } from './share-list';

/**
 * /sharing (docs/decisions/023-share-links.md): create a link to everything or to chosen records and lab reports
 * for 1 hour, 24 hours or 7 days (QR code, link, optional code), and see every link with its
 * scope, expiry and opens, each revoked with one click. `?record=<id>` opens the form with that
 * record chosen, `?file=<bucket>/<name>&name=<file name>` with that file alone (a record's page
 * links here).
 */
export function SharingPage() {
  const { t } = useTranslation('sharing');
  const [params, setParams] = useSearchParams();
  const recordId = params.get('record');
  const reportId = params.get('report');
  const file = params.get('file');
  const preselected = file ? { id: file, name: params.get('name') ?? file } : null;
  const [creating, setCreating] = useState(recordId !== null || reportId !== null || preselected !== null);
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const [page, setPage] = usePageParam();
  const shares = useShares(page, DEFAULT_PAGE_SIZE);
  const data = shares.data;

  useDocumentTitle(t('sharingPage.shareLinks'));

  function closeForm() {
    setCreating(false);
    if (recordId || reportId || preselected) setParams({}, { replace: true });
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('sharingPage.shareLinks')}
        description={t('sharingPage.showADoctorYourRecords')}
        actions={
          !creating &&
          !created && (
            <Button type="button" onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              {t('sharingPage.newShareLink')}
            </Button>
          )
        }
      />
      {created ? (
        <ShareCreatedCard created={created} onDone={() => setCreated(null)} />
      ) : (
        creating && (
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('sharingPage.newShareLink2')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <CreateShareForm
                initialRecordId={recordId}
                initialReportId={reportId}
                initialFile={preselected}
                onCancel={closeForm}
                onCreated={(share) => {
                  closeForm();
                  setCreated(share);
                }}
              />
            </CardContent>
          </Card>
        )
      )}
      <section aria-label={t('sharingPage.yourShareLinks')} className="grid gap-3">
        <h2 className="text-lg font-semibold">{t('sharingPage.yourLinks')}</h2>
        {shares.isPending ? (
          <ListSkeleton label={t('sharingPage.loadingShareLinks')} />
        ) : shares.isError && !data ? (
          <Card>
            <LoadError
              what={t('sharingPage.yourShareLinks2')}
              onRetry={shares.refetch}
              retrying={shares.isFetching}
            />
          </Card>
        ) : !data || data.items.length === 0 ? (
          <Card>
            <EmptyState icon={QrCodeIcon} title={t('sharingPage.noShareLinksYet')}>
              <p className="max-w-sm text-sm text-muted-foreground">
                {t('sharingPage.createOneAtTheClinic')}
              </p>
            </EmptyState>
          </Card>
        ) : (
          <ShareList shares={data.items} />
        )}
        {data && (
          <Pager
            label={t('sharingPage.shareLinkPages')}
            page={page}
            total={data.total}
            pageSize={data.page_size}
            onPage={setPage}
          />
        )}
      </section>
    </div>
  );
}
