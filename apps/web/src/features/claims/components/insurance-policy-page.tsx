import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { CLAIM_MESSAGES } from '@sehat/shared';
import { ShieldPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * /insurance-policy (docs/product.md#insurance-policy): a spinner while the session
 * is checked, then the empty state. No policy data exists; the button is inert.
 */
export function InsurancePolicyPage() {
  const { t } = useTranslation('claims');
  useDocumentTitle(t('insurancePolicyPage.insurancePolicy'));
  const session = useSession();
  if (session.isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" />
      </div>
    );

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t('insurancePolicyPage.myInsurancePolicy')}</h1>
      <Card>
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <ShieldPlusIcon aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-lg font-semibold">{messageText(claimsMessages.policyEmpty)}</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            {t('insurancePolicyPage.yourHealthInsurancePoliciesWill')}
          </p>
          <Button type="button">{messageText(claimsMessages.addPolicy)}</Button>
        </CardContent>
      </Card>
    </div>
  );
}
