import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { MedicalHistoryForm } from './medical-history-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /add-medical-history (docs/product.md#add-medical-history). */
export function AddMedicalHistoryPage() {
  const { t } = useTranslation('medical-records');
  useDocumentTitle(t('add.title'));
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('add.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('add.description')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('add.cardTitle')}</CardTitle>
          <CardDescription>{t('add.cardDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <MedicalHistoryForm />
        </CardContent>
      </Card>
    </div>
  );
}
