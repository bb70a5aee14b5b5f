import { useTranslation } from '@/lib/i18n/namespaces/caregivers';
import { CAREGIVER_MESSAGES } from '@sehat/shared';
import { CheckIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useAcceptInvitation } from '../api/caregivers-api';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * /caregivers/accept#<token> (docs/decisions/051-caregivers.md): the invitation mail's link. The token is
 * in the fragment, which the browser never sends to the server; Accept posts it for the signed-in account
 * (a refusal: someone else's, used or expired invitation, shows the server's message) and opens /caregivers.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('caregivers');
  useDocumentTitle(t('accept.title'));
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);

  const submit = async () => {
    await accept.mutateAsync(token);
    toast.success(M.accepted);
    void navigate('/caregivers');
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
