import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { usePolicy } from '../api/policies-api';
import { PolicyForm } from './policy-form';

/**
 * /insurance-policy/new, /insurance-policy/:id/edit and /insurance-policy/:id/renew: the policy form in a
 * card; editing and renewing wait for the period (renewing proposes the next dates); one that cannot load
 * returns to the list.
 */
function PolicyFormPage({ kind }: { kind: 'add' | 'edit' | 'renew' }) {
  const { t } = useTranslation('insurance-policies');
  const { id } = useParams();
  const navigate = useNavigate();
  const policy = usePolicy(kind === 'add' ? undefined : id);
  useDocumentTitle(t(`form.title.${kind}`));

  useEffect(() => {
    if (kind !== 'add' && policy.isError) void navigate('/insurance-policy', { replace: true });
  }, [kind, policy.isError, navigate]);

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">{t(`form.title.${kind}`)}</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('form.cardTitle')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {kind === 'add' ? (
            <PolicyForm mode={{ kind: 'add' }} />
          ) : policy.data ? (
            <PolicyForm mode={{ kind, policy: policy.data }} />
          ) : (
            <Skeleton className="h-96 w-full" aria-busy="true" aria-label={t('list.loading')} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /insurance-policy/new. */
export const AddPolicyPage = () => <PolicyFormPage kind="add" />;
/** /insurance-policy/:id/edit. */
export const EditPolicyPage = () => <PolicyFormPage kind="edit" />;
/** /insurance-policy/:id/renew. */
export const RenewPolicyPage = () => <PolicyFormPage kind="renew" />;
