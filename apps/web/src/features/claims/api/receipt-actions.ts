import { CLAIM_MESSAGES, type ReceiptQuery, type SignedLink } from '@sehat/shared';
import { useState } from 'react';
import { apiGet } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { claimPath } from './get-claim';
import { messageGroup } from '@/lib/i18n/messages';

const claimsMessages = messageGroup('claims', CLAIM_MESSAGES);

/**
 * GET /api/claims/:id/receipt: a signed link to the receipt (or the approved receipt), valid 3600 s,
 * asked for on each click and never cached (a link expires).
 */
function fetchReceiptUrl(claimId: string, query: ReceiptQuery) {
  const params = new URLSearchParams({ kind: query.kind, disposition: query.disposition });
  return apiGet<SignedLink>(`${claimPath(claimId)}/receipt?${params.toString()}`);
}

type ReceiptKind = 'receipt' | 'approved';

/**
 * View (new tab) and download a claim's receipt through a signed link
 * (docs/product.md#claim-detail, docs/product.md#data-calls claim-receipts, docs/product.md#messages failures). The tab is opened
 * at the click, before the link arrives, so browsers do not block it. The
 * download is named by the server: receipt-{claim_id}.{real extension}.
 */
export function useReceiptActions(claimId: string, kind: ReceiptKind) {
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);

  async function view() {
    const tab = window.open('', '_blank');
    setBusy('view');
    try {
      const { url } = await fetchReceiptUrl(claimId, { kind, disposition: 'inline' });
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      toast.error(claimsMessages.viewFailed);
    } finally {
      setBusy(null);
    }
  }

  async function download() {
    setBusy('download');
    try {
      const { url } = await fetchReceiptUrl(claimId, { kind, disposition: 'attachment' });
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error(claimsMessages.downloadFailed);
    } finally {
      setBusy(null);
    }
  }

  return { view, download, busy };
}
