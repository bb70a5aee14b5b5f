import { INSURANCE_POLICY_MESSAGES, type SignedLink } from '@sehat/shared';
import { DownloadIcon, IdCardIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { messageGroup } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/insurance-policies';
import { policyPath } from '@/lib/queries/get-insurance-policies';
import { toast } from '@/lib/toast';

const policyMessages = messageGroup('insurancePolicies', INSURANCE_POLICY_MESSAGES);

/**
 * View (new tab) and download a period's e-card through a signed link asked for on each click (it expires);
 * the tab opens at the click so browsers do not block it. The download is named by the server.
 */
function useECardActions(policyId: string) {
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  const link = (disposition: 'inline' | 'attachment') =>
    apiGet<SignedLink>(`${policyPath(policyId)}/e-card?disposition=${disposition}`);

  async function view() {
    const tab = window.open('', '_blank');
    setBusy('view');
    try {
      const { url } = await link('inline');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      tab?.close();
      toast.error(policyMessages.eCardNotFound);
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setBusy('download');
    try {
      const { url } = await link('attachment');
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.rel = 'noopener';
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch {
      toast.error(policyMessages.eCardNotFound);
    } finally {
      setBusy(null);
    }
  }

  return { view, download, busy };
}

/**
 * View the e-card in a new tab, or download it (a fresh signed link on each click): on the policy page, and
 * compact (view only) on the dashboard's "My Insurance Policy" card.
 */
export function ECardButtons({ policyId, compact = false }: { policyId: string; compact?: boolean }) {
  const { t } = useTranslation('insurance-policies');
  const { view, download, busy } = useECardActions(policyId);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant={compact ? 'default' : 'outline'}
        size={compact ? 'sm' : 'default'}
        disabled={busy !== null}
        onClick={() => void view()}
      >
        <IdCardIcon aria-hidden="true" />
        {t('eCard.view')}
      </Button>
      {!compact && (
        <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void download()}>
          <DownloadIcon aria-hidden="true" />
          {t('eCard.download')}
        </Button>
      )}
    </div>
  );
}
