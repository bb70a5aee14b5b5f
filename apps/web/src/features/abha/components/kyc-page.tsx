import { useTranslation } from '@/lib/i18n/namespaces/abha';
import { ABHA_MESSAGES } from '@sehat/shared';
import { ArrowLeftIcon, FingerprintIcon, InfoIcon } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAbha } from '../api/get-abha';
import { AbhaForm } from './abha-form';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('abha', ABHA_MESSAGES);

/**
 * /kyc "Link Your KYC" (docs/decisions/021-abha-self-declared.md): the patient
 * records their ABHA number and address. Self-declared: Sehat cannot reach
 * ABDM, so nothing is verified (docs/decisions/021-abha-self-declared.md).
 */
export function KycPage() {
  const { t } = useTranslation('abha');
  useDocumentTitle(messageText(M.title));
  const abha = useAbha();

  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">
            <ArrowLeftIcon aria-hidden="true" />
            {t('kycPage.back')}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">{messageText(M.title)}</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FingerprintIcon aria-hidden="true" className="size-5 text-primary" />
            <h2>{t('kycPage.abhaAyushmanBharatHealthAccount')}</h2>
          </CardTitle>
          <CardDescription>{t('kycPage.yourAbhaNumberAndAddress')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {messageText(M.selfDeclared)}
          </p>
          {abha.isPending ? (
            <div className="flex min-h-40 items-center justify-center">
              <Spinner className="size-8" label={t('kycPage.loadingAbhaDetails')} />
            </div>
          ) : !abha.data ? (
            <LoadError
              what={t('kycPage.yourAbhaDetails')}
              onRetry={abha.refetch}
              retrying={abha.isFetching}
            />
          ) : (
            <AbhaForm abha={abha.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
