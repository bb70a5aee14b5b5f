import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { CLAIM_MESSAGES, isClaimChangeable } from '@sehat/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useClaim } from '../api/get-claim';
import { AddClaimForm } from './add-claim-form';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * /insurance-claim/{id}/edit (docs/product.md#screens-added-since-the-first-version): the claim form filled with a
 * pending claim. A decided claim cannot be changed: the page says so and links back. A failed
 * load (another patient's claim included) returns to /insurance-claims like the detail page.
 */
export function EditClaimPage() {
  const { t } = useTranslation('claims');
  const { id } = useParams();
  const navigate = useNavigate();
  const claim = useClaim(id);
  useDocumentTitle(t('editClaimPage.editInsuranceClaim'));

  useEffect(() => {
    if (!id || claim.isError) void navigate('/insurance-claims', { replace: true });
  }, [id, claim.isError, navigate]);

  const data = claim.data;
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('editClaimPage.editInsuranceClaim')}</h1>
        <Button asChild variant="outline">
          <Link to={`/insurance-claim/${id ?? ''}`}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('editClaimPage.backToClaim')}
          </Link>
        </Button>
      </div>
      {!data ? (
        <Skeleton
          className="h-96 w-full rounded-xl"
          aria-busy="true"
          aria-label={t('editClaimPage.loadingClaim')}
        />
      ) : !isClaimChangeable(data.status) ? (
        <Card>
          <CardContent className="py-8 text-center text-sm text-muted-foreground">
            {messageText(claimsMessages.notPending)}
          </CardContent>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('editClaimPage.claimDetails')}</h2>
            </CardTitle>
            <CardDescription>{t('editClaimPage.cardDescription', { id: data.claim_id })}</CardDescription>
          </CardHeader>
          <CardContent>
            <AddClaimForm claim={data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
