import { useTranslation } from '@/lib/i18n/namespaces/clinics';
import { CLINIC_CHANGE_MESSAGES } from '@sehat/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHospital } from '@/lib/queries/get-hospital';
import { AddClinicForm } from './add-clinic-form';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const clinicChangesMessages = messageGroup('clinicChanges', CLINIC_CHANGE_MESSAGES);

/**
 * /clinics/{clinic_id}/edit (docs/product.md#screens-added-since-the-first-version): the clinic form filled with one of
 * the patient's clinics. A built-in hospital, an unknown id or another patient's clinic (404)
 * says 'Clinic not found.'; another failure offers Retry.
 */
export function EditClinicPage() {
  const { t } = useTranslation('clinics');
  const { clinicId = '' } = useParams();
  const clinic = useHospital(clinicId);
  useDocumentTitle(t('editClinicPage.editClinic'));
  const data = clinic.data?.source === 'clinic' ? clinic.data : undefined;
  const notFound =
    (clinic.data && !data) || (clinic.error instanceof ApiError && clinic.error.status === 404);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('editClinicPage.editClinicInformation')}</h1>
        <Button asChild variant="outline">
          <Link to={data ? `/hospital/${encodeURIComponent(clinicId)}` : '/hospitals-near-me'}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('editClinicPage.back')}
          </Link>
        </Button>
      </div>
      {notFound ? (
        <p className="py-10 text-center text-muted-foreground">
          {messageText(clinicChangesMessages.notFound)}
        </p>
      ) : clinic.isError ? (
        <LoadError
          what={t('editClinicPage.theClinic')}
          onRetry={clinic.refetch}
          retrying={clinic.isFetching}
        />
      ) : !data ? (
        <Skeleton
          className="h-96 w-full rounded-xl"
          aria-busy="true"
          aria-label={t('editClinicPage.loadingClinic')}
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('editClinicPage.clinicDetails')}</h2>
            </CardTitle>
            <CardDescription>{t('editClinicPage.cardDescription', { id: data.clinic_id })}</CardDescription>
          </CardHeader>
          <CardContent>
            <AddClinicForm clinic={data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
