import {
  INSURANCE_POLICY_MESSAGES,
  daysToExpiry,
  formatInr,
  isPolicyActive,
  type InsurancePolicyDetail,
} from '@sehat/shared';
import { ArrowLeftIcon, PencilIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { relationshipLabel } from '@/lib/family-labels';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { longDate } from '@/lib/i18n/dates';
import { messageGroup } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { patientToday } from '@/lib/patient-today';
import { toast } from '@/lib/toast';
import { useDeletePolicy, usePolicy } from '../api/policies-api';
import { ECardButtons } from '@/components/e-card-buttons';
import { PolicyClaims } from './policy-claims';
import { useReadOnly } from '@/lib/caregiving';

const policyMessages = messageGroup('insurancePolicies', INSURANCE_POLICY_MESSAGES);

/**
 * /insurance-policy/:id (docs/decisions/053-insurance-policies.md): the period's details, who it covers, the
 * helplines (tap to call), the e-card, and the claims made under it against the sum insured. Another
 * patient's period, or one that cannot load, returns to the list with 'Couldn't load your insurance policies.'.
 */
export function PolicyDetailPage() {
  const { t } = useTranslation('insurance-policies');
  const { id } = useParams();
  const navigate = useNavigate();
  const policy = usePolicy(id);
  const readOnly = useReadOnly();
  useDocumentTitle(policy.data ? policy.data.insurer_name : t('detail.title'));

  useEffect(() => {
    if (!id || policy.isError) {
      if (policy.isError) toast.error(policyMessages.loadFailed);
      void navigate('/insurance-policy', { replace: true });
    }
  }, [id, policy.isError, navigate]);

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">
          {policy.data?.insurer_name ?? t('detail.title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          {policy.data && !readOnly && <PolicyActions policy={policy.data} />}
          <Button asChild variant="outline">
            <Link to="/insurance-policy">
              <ArrowLeftIcon aria-hidden="true" />
              {t('detail.back')}
            </Link>
          </Button>
        </div>
      </div>
      {policy.data ? (
        <>
          <PolicyCard policy={policy.data} />
          <PolicyClaims policy={policy.data} />
        </>
      ) : (
        <div className="grid gap-3" aria-busy="true" aria-label={t('list.loading')}>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
    </div>
  );
}

/** Edit, Renew (unless renewed already) and Delete, which asks first. */
function PolicyActions({ policy }: { policy: InsurancePolicyDetail }) {
  const { t } = useTranslation('insurance-policies');
  const navigate = useNavigate();
  const remove = useDeletePolicy(policy.id);
  return (
    <>
      <Button asChild variant="outline">
        <Link to={`/insurance-policy/${policy.id}/edit`}>
          <PencilIcon aria-hidden="true" />
          {t('detail.edit')}
        </Link>
      </Button>
      {!policy.renewed_by_id && (
        <Button asChild variant="outline">
          <Link to={`/insurance-policy/${policy.id}/renew`}>
            <RefreshCwIcon aria-hidden="true" />
            {t('detail.renew')}
          </Link>
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="text-destructive">
            <Trash2Icon aria-hidden="true" />
            {t('detail.delete')}
          </Button>
        }
        title={t('detail.deleteTitle')}
        description={t('detail.deleteDescription', { number: policy.policy_number })}
        confirmLabel={t('detail.deleteConfirm')}
        busyLabel={t('detail.deleting')}
        onConfirm={async () => {
          await remove.mutateAsync();
          toast.success(policyMessages.deleted);
          await navigate('/insurance-policy', { replace: true });
        }}
      />
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function PolicyCard({ policy }: { policy: InsurancePolicyDetail }) {
  const { t } = useTranslation('insurance-policies');
  const today = patientToday();
  const left = daysToExpiry(policy.end_date, today);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('detail.information')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label={t('detail.policyNumber')}>{policy.policy_number}</Item>
          <Item label={t('form.plan_name')}>{policy.plan_name ?? '-'}</Item>
          <Item label={t('form.policy_type')}>{t(`types.${policy.policy_type}`)}</Item>
          <Item label={t('form.sum_insured')}>{formatInr(policy.sum_insured)}</Item>
          <Item label={t('detail.periodLabel')}>
            {t('detail.period', { start: longDate(policy.start_date), end: longDate(policy.end_date) })}
          </Item>
          <Item label={t('detail.expiry')}>
            {isPolicyActive(policy, today)
              ? t('status.active', { days: left })
              : left < 0
                ? t('status.expired')
                : t('status.upcoming')}
          </Item>
          <Item label={t('form.tpa')}>{policy.tpa_name ?? '-'}</Item>
          <Item label={t('form.insurer_helpline')}>
            {policy.insurer_helpline ? (
              <a href={tel(policy.insurer_helpline)}>{policy.insurer_helpline}</a>
            ) : (
              '-'
            )}
          </Item>
          <Item label={t('form.tpa_helpline')}>
            {policy.tpa_helpline ? <a href={tel(policy.tpa_helpline)}>{policy.tpa_helpline}</a> : '-'}
          </Item>
          <Item label={t('form.members')}>
            {policy.members.map((m) => `${m.name} (${relationshipLabel(m.relationship)})`).join(', ') || '-'}
          </Item>
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('form.eCard')}</h3>
          {policy.has_e_card ? (
            <ECardButtons policyId={policy.id} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('eCard.none')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
