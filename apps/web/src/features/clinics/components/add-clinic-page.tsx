import { useTranslation } from '@/lib/i18n/namespaces/clinics';
import { HomeIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddClinicForm } from './add-clinic-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /add-clinics (docs/product.md#add-clinic): the clinic form; Cancel and Home go to /dashboard. */
export function AddClinicPage() {
  const { t } = useTranslation('clinics');
  useDocumentTitle(t('addClinicPage.addClinic'));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('addClinicPage.addClinicInformation')}</h1>
        <Button asChild variant="outline">
          <Link to="/dashboard">
            <HomeIcon aria-hidden="true" />
            {t('addClinicPage.home')}
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('addClinicPage.clinicDetails')}</h2>
          </CardTitle>
          <CardDescription>{t('addClinicPage.fieldsMarkedAreRequiredYour')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AddClinicForm />
        </CardContent>
      </Card>
    </div>
  );
}
