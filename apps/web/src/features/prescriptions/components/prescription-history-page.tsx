import { useTranslation } from '@/lib/i18n/namespaces/prescriptions';
import { MAX_PAGE_SIZE, MEDICAL_HISTORY_MESSAGES } from '@sehat/shared';
import { ArrowLeftIcon, PillIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { usePrescriptions } from '../api/get-prescriptions';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pager, usePageParam } from '@/components/pager';
import { PrescriptionFilesSection } from './prescription-files-section';
import { useLogLoadFailure } from '@/hooks/use-log-load-failure';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadError } from '@/components/load-error';
import { PrescriptionCards } from './prescription-cards';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);

/**
 * /prescription-history (docs/product.md#prescription-history): only records with
 * medications, newest visit first; rows open /medical-history/{id}; then
 * 'All Prescription Files'. Empty states 'No Prescription Records Yet' and
 * 'No prescription files uploaded yet'. A failed load says "Couldn't load
 * prescriptions" with Retry (docs/product.md#screens-added-since-the-first-version); on a phone
 * the rows are cards.
 */
export function PrescriptionHistoryPage() {
  const { t } = useTranslation('prescriptions');
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const prescriptions = usePrescriptions(page, MAX_PAGE_SIZE);
  const data = prescriptions.data;

  useLogLoadFailure(prescriptions.error, 'prescriptions');
  useDocumentTitle(t('prescriptionHistoryPage.prescriptionHistory'));
  const failed = prescriptions.isError && !data;

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <PageHeader
        title={t('prescriptionHistoryPage.prescriptionHistory')}
        description={t('prescriptionHistoryPage.medicationsPrescribedAtYourVisits')}
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard">
              <ArrowLeftIcon aria-hidden="true" />
              {t('prescriptionHistoryPage.dashboard')}
            </Link>
          </Button>
        }
      />

      <Card className="py-0">
        <CardContent className="px-0">
          {prescriptions.isPending ? (
            <ListSkeleton label={t('prescriptionHistoryPage.loadingPrescriptions')} />
          ) : failed ? (
            <LoadError
              what={t('prescriptionHistoryPage.prescriptions')}
              onRetry={prescriptions.refetch}
              retrying={prescriptions.isFetching}
            />
          ) : !data || data.items.length === 0 ? (
            <EmptyState icon={PillIcon} title={messageText(M.prescriptionsEmpty)}>
              <p className="max-w-sm text-sm text-muted-foreground">
                {t('prescriptionHistoryPage.recordsWithPrescribedMedicationsAppear')}
              </p>
            </EmptyState>
          ) : (
            <>
              <PrescriptionCards records={data.items} />
              <Table className="hidden md:table">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t('prescriptionHistoryPage.visitDate')}</TableHead>
                    <TableHead>{t('prescriptionHistoryPage.primaryReason')}</TableHead>
                    <TableHead className="hidden md:table-cell">
                      {t('prescriptionHistoryPage.doctor')}
                    </TableHead>
                    <TableHead>{t('prescriptionHistoryPage.medications')}</TableHead>
                    <TableHead className="text-right">{t('prescriptionHistoryPage.files')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((record) => (
                    <TableRow
                      key={record.id}
                      className="relative cursor-pointer"
                      onClick={() => void navigate(`/medical-history/${record.id}`)}
                    >
                      <TableCell className="whitespace-nowrap">{shortDate(record.record_date)}</TableCell>
                      <TableCell className="max-w-40 font-medium sm:max-w-56">
                        <Link
                          to={`/medical-history/${record.id}`}
                          // The link covers the row: a tap before the scripts opens the record too.
                          className="block truncate rounded-sm text-primary underline-offset-4 outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {record.primary_reason}
                        </Link>
                      </TableCell>
                      <TableCell className="hidden max-w-48 truncate md:table-cell">
                        {record.doctor_name}
                      </TableCell>
                      <TableCell
                        className="max-w-40 truncate sm:max-w-80"
                        title={record.prescribed_medications}
                      >
                        {record.prescribed_medications}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {record.prescription_files.length}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </CardContent>
      </Card>

      {data && (
        <Pager
          label={t('prescriptionHistoryPage.prescriptionPages')}
          page={page}
          total={data.total}
          pageSize={data.page_size}
          onPage={setPage}
        />
      )}

      {!prescriptions.isPending && !failed && <PrescriptionFilesSection records={data?.items ?? []} />}
    </div>
  );
}
