import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { CLAIM_MESSAGES, formatClaimType, isClaimChangeable, formatInr, type Claim } from '@sehat/shared';
import { ArrowLeftIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { longDate } from '@/lib/i18n/dates';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useDeleteClaim } from '../api/delete-claim';
import { useClaim } from '../api/get-claim';
import { ClaimStatusBadge } from './claim-status-badge';
import { ReceiptButtons } from './receipt-buttons';
import { messageGroup } from '@/lib/i18n/messages';
import { useReadOnly } from '@/lib/caregiving';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * /insurance-claim/:id (docs/product.md#claim-detail): Claim Information, Medical
 * Details (when any), Description (when present) and Receipt (when a file
 * exists); a claim made under a policy links to it (docs/decisions/053-insurance-policies.md). A failed load — another patient's claim included — returns to
 * /insurance-claims; its query toasts 'Failed to load claim details.' (docs/product.md#messages).
 */
export function ClaimDetailPage() {
  const { t } = useTranslation('claims');
  const { id } = useParams();
  const navigate = useNavigate();
  const claim = useClaim(id);
  const readOnly = useReadOnly();
  useDocumentTitle(
    claim.data
      ? t('claimDetailPage.claimTitle', { id: claim.data.claim_id })
      : t('claimDetailPage.claimDetails'),
  );

  useEffect(() => {
    if (!id || claim.isError) void navigate('/insurance-claims', { replace: true });
  }, [id, claim.isError, navigate]);

  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('claimDetailPage.claimDetails')}</h1>
        <div className="flex flex-wrap gap-2">
          {claim.data && !readOnly && isClaimChangeable(claim.data.status) && (
            <PendingClaimActions claim={claim.data} />
          )}
          <Button asChild variant="outline">
            <Link to="/insurance-claims">
              <ArrowLeftIcon aria-hidden="true" />
              {t('claimDetailPage.backToClaims')}
            </Link>
          </Button>
        </div>
      </div>
      {claim.data ? <ClaimCards claim={claim.data} /> : <DetailSkeleton />}
    </div>
  );
}

/** Edit and Delete while the claim is pending (docs/product.md#screens-added-since-the-first-version); delete asks first. */
function PendingClaimActions({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const remove = useDeleteClaim(claim.id);
  return (
    <>
      <Button asChild variant="outline">
        <Link to={`/insurance-claim/${claim.id}/edit`}>
          <PencilIcon aria-hidden="true" />
          {t('claimDetailPage.edit')}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="text-destructive">
            <Trash2Icon aria-hidden="true" />
            {t('claimDetailPage.delete')}
          </Button>
        }
        title={t('claimDetailPage.deleteThisClaim')}
        description={
          claim.has_receipt
            ? t('claimDetailPage.deleteDescriptionReceipt', {
                id: claim.claim_id,
                amount: formatInr(claim.amount),
              })
            : t('claimDetailPage.deleteDescription', { id: claim.claim_id, amount: formatInr(claim.amount) })
        }
        confirmLabel={t('claimDetailPage.deleteClaim')}
        busyLabel={t('claimDetailPage.deleting')}
        onConfirm={async () => {
          await remove.mutateAsync();
          toast.success(claimsMessages.deleted);
          await navigate('/insurance-claims', { replace: true });
        }}
      />
    </>
  );
}

function ClaimCards({ claim }: { claim: Claim }) {
  const { t } = useTranslation('claims');
  const hasMedical = Boolean(claim.diagnosis || claim.treatment_details);
  return (
    <>
      <Card>
        <CardHeader className="flex flex-row items-start justify-between gap-3">
          <CardTitle>
            <h2>{t('claimDetailPage.claimInformation')}</h2>
          </CardTitle>
          <ClaimStatusBadge status={claim.status} />
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Item label={t('claimDetailPage.claimId')}>{claim.claim_id}</Item>
            <Item label={t('claimDetailPage.claimType')}>{formatClaimType(claim.claim_type)}</Item>
            <Item label={t('claimDetailPage.hospitalClinic')}>{claim.hospital_name}</Item>
            <Item label={t('claimDetailPage.claimAmount')}>{formatInr(claim.amount)}</Item>
            {claim.approved_amount !== null && (
              <Item label={t('claimDetailPage.approvedAmount')}>{formatInr(claim.approved_amount)}</Item>
            )}
            <Item label={t('claimDetailPage.claimDate')}>{longDate(claim.claim_date)}</Item>
            {claim.policy_number && (
              <Item label={t('claimDetailPage.policyNumber')}>{claim.policy_number}</Item>
            )}
            {claim.policy_id && (
              <Item label={t('claimDetailPage.insurancePolicy')}>
                <Link
                  to={`/insurance-policy/${encodeURIComponent(claim.policy_id)}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {t('claimDetailPage.openPolicy')}
                </Link>
              </Item>
            )}
            {claim.state && claim.city && (
              <Item label={t('claimDetailPage.location')}>{`${claim.city}, ${claim.state}`}</Item>
            )}
          </dl>
        </CardContent>
      </Card>

      {hasMedical && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('claimDetailPage.medicalDetails')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              {claim.diagnosis && <Item label={t('claimDetailPage.diagnosis')}>{claim.diagnosis}</Item>}
              {claim.treatment_details && (
                <Item label={t('claimDetailPage.treatmentDetails')}>{claim.treatment_details}</Item>
              )}
            </dl>
          </CardContent>
        </Card>
      )}

      {claim.description && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('claimDetailPage.description')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm wrap-anywhere whitespace-pre-wrap">{claim.description}</p>
          </CardContent>
        </Card>
      )}

      {claim.has_receipt && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('claimDetailPage.receipt')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ReceiptButtons claimId={claim.id} claimNumber={claim.claim_id} kind="receipt" />
          </CardContent>
        </Card>
      )}
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation('claims');
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={t('claimDetailPage.loadingClaim')}>
      <Skeleton className="h-56 w-full rounded-xl" />
      <Skeleton className="h-32 w-full rounded-xl" />
    </div>
  );
}
