import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AddClaimForm } from './add-claim-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /add-insurance-claim (docs/product.md#add-claim). */
export function AddClaimPage() {
  const { t } = useTranslation('claims');
  useDocumentTitle(t('addClaimPage.addInsuranceClaim'));
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('addClaimPage.addInsuranceClaim')}</h1>
        <Button asChild variant="outline">
          <Link to="/insurance-claims">
            <ArrowLeftIcon aria-hidden="true" />
            {t('addClaimPage.backToClaims')}
          </Link>
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('addClaimPage.claimDetails')}</h2>
          </CardTitle>
          <CardDescription>{t('addClaimPage.fieldsMarkedAreRequired')}</CardDescription>
        </CardHeader>
        <CardContent>
          <AddClaimForm />
        </CardContent>
      </Card>
    </div>
  );
}
