import { GOVERNMENT_SCHEME_MESSAGES } from '@sehat/shared';
import { IdCardIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { messageGroup } from '@/lib/i18n/messages';
import { useTranslation } from '@/lib/i18n/namespaces/government-schemes';
import { toast } from '@/lib/toast';
import { schemeCardFileLink } from '../api/schemes-api';

const M = messageGroup('governmentSchemes', GOVERNMENT_SCHEME_MESSAGES);

/**
 * Opens a scheme card's file in a new tab through a signed link asked for on each click (it expires); the
 * tab opens at the click so browsers do not block it.
 */
export function SchemeCardFileButton({ id }: { id: string }) {
  const { t } = useTranslation('government-schemes');
  const [busy, setBusy] = useState(false);
  async function view() {
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const { url } = await schemeCardFileLink(id, 'inline');
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch {
      tab?.close();
      toast.error(M.cardFileNotFound);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void view()}>
      <IdCardIcon aria-hidden="true" />
      {t('page.viewFile')}
    </Button>
  );
}
