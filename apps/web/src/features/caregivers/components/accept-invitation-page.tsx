import { useTranslation } from '@/lib/i18n/namespaces/caregivers';
import { CAREGIVER_MESSAGES } from '@sehat/shared';
import { useNavigate } from 'react-router';
import { AcceptLinkPage } from '@/components/accept-link-page';
import { messageGroup } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useAcceptInvitation } from '../api/caregivers-api';

const M = messageGroup('caregivers', CAREGIVER_MESSAGES);

/**
 * /caregivers/accept#<token> (docs/decisions/051-caregivers.md): the invitation mail's link. Accept posts the
 * token for the signed-in account (a refusal: someone else's, used or expired invitation, shows the server's
 * message) and opens /caregivers.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('caregivers');
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  const onAccept = async (token: string) => {
    await accept.mutateAsync(token);
    toast.success(M.accepted);
    void navigate('/caregivers');
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
