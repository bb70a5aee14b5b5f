import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMedicalRecord } from '../api/get-medical-record';
import { MedicalHistoryForm } from './medical-history-form';
import { RecordFilesCard } from './record-files-card';

/**
 * /medical-history/{id}/edit (docs/product.md#screens-added-since-the-first-version): every field of the record, and
 * its prescription files (add up to 5, remove). Like the detail page, a failed load (another
 * patient's id included, a 404) goes to /dashboard.
 */
export function EditMedicalRecordPage() {
  const { t } = useTranslation('medical-records');
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useMedicalRecord(id);
  useDocumentTitle(t('editMedicalRecordPage.editMedicalRecord'));

  useEffect(() => {
    if (!id || record.isError) void navigate('/dashboard', { replace: true });
  }, [id, record.isError, navigate]);

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to={`/medical-history/${id ?? ''}`}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('editMedicalRecordPage.backToRecord')}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">
          {t('editMedicalRecordPage.editMedicalRecord')}
        </h1>
      </div>
      {record.data ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t('editMedicalRecordPage.visitDetails')}</CardTitle>
              <CardDescription>{t('editMedicalRecordPage.fieldsMarkedAreRequired')}</CardDescription>
            </CardHeader>
            <CardContent>
              <MedicalHistoryForm record={record.data} />
            </CardContent>
          </Card>
          <RecordFilesCard record={record.data} />
        </>
      ) : (
        <div
          className="grid gap-4"
          aria-busy="true"
          aria-label={t('editMedicalRecordPage.loadingMedicalRecord')}
        >
          <Skeleton className="h-96 w-full" />
        </div>
      )}
    </div>
  );
}
