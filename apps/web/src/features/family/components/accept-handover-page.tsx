import { useTranslation } from '@/lib/i18n/namespaces/handover';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AcceptLinkPage } from '@/components/accept-link-page';
import { toast } from '@/lib/toast';
import { useAcceptHandover } from '../api/hand-over';
import { switchPatient } from '../api/switch-patient';

/**
 * /family/accept#<token> (docs/decisions/057-handing-over-a-profile.md): the hand-over mail's link. Accept
 * posts the token for the signed-in account, then opens the account's own records, which are now the
 * handed-over profile.
 */
export function AcceptHandoverPage() {
  const { t } = useTranslation('handover');
  const accept = useAcceptHandover();
  const client = useQueryClient();
  const navigate = useNavigate();

  const onAccept = async (token: string) => {
    await accept.mutateAsync(token);
    // Every cached answer was the old own patient's.
    await switchPatient(client, null);
    await client.resetQueries();
    toast.success(t('accept.done'));
    void navigate('/dashboard');
  };

  return (
    <AcceptLinkPage
      texts={{
        title: t('accept.title'),
        description: t('accept.description'),
        noToken: t('accept.noToken'),
        accept: t('accept.accept'),
        accepting: t('accept.accepting'),
      }}
      pending={accept.isPending}
      onAccept={onAccept}
    />
  );
}
