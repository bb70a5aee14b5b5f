import { CLAIM_MESSAGES, daysToExpiry, formatInr, isPolicyActive, type InsurancePolicy } from '@sehat/shared';
import { PlusIcon, ShieldPlusIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { EmptyState, ListSkeleton } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { shortDate } from '@/lib/i18n/dates';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { patientToday } from '@/lib/patient-today';
import { usePolicies } from '@/lib/queries/get-insurance-policies';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * /insurance-policy (docs/product.md#insurance-policy, docs/decisions/053-insurance-policies.md): the patient's
 * policy periods, the latest first, each a link to its page; the empty state keeps the product's words
 * ('No Insurance Policies Yet', 'Add Insurance Policy'), whose button now adds one.
 */
export function PoliciesPage() {
  const { t } = useTranslation('insurance-policies');
  useDocumentTitle(t('list.documentTitle'));
  const navigate = useNavigate();
  const policies = usePolicies();
  const add = () => void navigate('/insurance-policy/new');

  let body;
  if (policies.isPending)
    body = (
      <Card>
        <ListSkeleton label={t('list.loading')} />
      </Card>
    );
  else if (policies.isError)
    body = (
      <Card>
        <LoadError what={t('list.what')} onRetry={policies.refetch} retrying={policies.isFetching} />
      </Card>
    );
  else if (policies.data.items.length === 0)
    body = (
      <Card>
        <CardContent>
          <EmptyState icon={ShieldPlusIcon} title={messageText(claimsMessages.policyEmpty)}>
            <p className="max-w-sm text-sm text-muted-foreground">{t('list.emptyHint')}</p>
            <Button type="button" onClick={add}>
              {messageText(claimsMessages.addPolicy)}
            </Button>
          </EmptyState>
        </CardContent>
      </Card>
    );
  else
    body = (
      <ul className="grid gap-3">
        {policies.data.items.map((policy) => (
          <li key={policy.id}>
            <PolicyRow policy={policy} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          policies.data && policies.data.items.length > 0 ? (
            <Button type="button" onClick={add}>
              <PlusIcon aria-hidden="true" />
              {messageText(claimsMessages.addPolicy)}
            </Button>
          ) : null
        }
      />
      {body}
      <p className="text-sm">
        <Link to="/government-schemes" className="text-primary underline-offset-4 hover:underline">
          {t('list.schemesLink')}
        </Link>
      </p>
    </div>
  );
}

/** One period: insurer, number, type, sum insured, dates, and whether it runs today, ended or is renewed. */
function PolicyRow({ policy }: { policy: InsurancePolicy }) {
  const { t } = useTranslation('insurance-policies');
  const today = patientToday();
  const status = policy.renewed_by_id
    ? t('status.renewed')
    : isPolicyActive(policy, today)
      ? t('status.active', { days: daysToExpiry(policy.end_date, today) })
      : policy.end_date < today
        ? t('status.expired')
        : t('status.upcoming');
  return (
    <Card className="py-4">
      <CardContent className="grid gap-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Link
            to={`/insurance-policy/${policy.id}`}
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            {policy.insurer_name}
          </Link>
          <Badge variant="secondary">{status}</Badge>
        </div>
        <p className="text-sm break-all">
          {t('detail.policyNumber')}: {policy.policy_number}
        </p>
        <p className="text-sm text-muted-foreground">
          {t(`types.${policy.policy_type}`)} · {formatInr(policy.sum_insured)} ·{' '}
          {t('detail.period', { start: shortDate(policy.start_date), end: shortDate(policy.end_date) })}
        </p>
      </CardContent>
    </Card>
  );
}
