import { useTranslation } from '@/lib/i18n/namespaces/handover';
import { useQueryClient } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useAcceptHandover } from '../api/hand-over';
import { switchPatient } from '../api/switch-patient';

/**
 * /family/accept#<token> (docs/decisions/057-handing-over-a-profile.md): the hand-over mail's link, like the
 * caregiver invitation's page. Accept posts the token for the signed-in account (a refusal shows the
 * server's message), then opens the account's own records, which are now the handed-over profile.
 */
export function AcceptHandoverPage() {
  const { t } = useTranslation('handover');
  useDocumentTitle(t('accept.title'));
  const accept = useAcceptHandover();
  const client = useQueryClient();
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);

  const submit = async () => {
    await accept.mutateAsync(token);
    // Every cached answer was the old own patient's.
    await switchPatient(client, null);
    await client.resetQueries();
    toast.success(t('accept.done'));
    void navigate('/dashboard');
  };

  return (
    <div className="mx-auto grid w-full max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={t('accept.title')} description={t('accept.description')} actions={null} />
      <Card>
        <CardContent>
          {token === '' ? (
            <p className="text-sm text-muted-foreground">{t('accept.noToken')}</p>
          ) : (
            <Button
              type="button"
              disabled={accept.isPending}
              onClick={() => void submit().catch(() => undefined)}
            >
              <CheckIcon aria-hidden="true" />
              {accept.isPending ? t('accept.accepting') : t('accept.accept')}
            </Button>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
