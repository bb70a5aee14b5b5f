import { useTranslation } from '@/lib/i18n/namespaces/claims';
import { DownloadIcon, EyeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useReceiptActions } from '../api/receipt-actions';

type ReceiptButtonsProps = {
  claimId: string;
  claimNumber: string;
  kind: 'receipt' | 'approved';
  /** Icon buttons (table rows) or labelled buttons (detail card). */
  compact?: boolean;
};

/** View Receipt (new tab) and Download Receipt buttons of one claim's file. */
export function ReceiptButtons({ claimId, claimNumber, kind, compact = false }: ReceiptButtonsProps) {
  const { t } = useTranslation('claims');
  const { view, download, busy } = useReceiptActions(claimId, kind);
  if (compact)
    return (
      <div className="flex gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={t('receiptButtons.viewReceiptOf', { claim: claimNumber })}
          disabled={busy !== null}
          onClick={() => void view()}
        >
          <EyeIcon aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          aria-label={t('receiptButtons.downloadReceiptOf', { claim: claimNumber })}
          disabled={busy !== null}
          onClick={() => void download()}
        >
          <DownloadIcon aria-hidden="true" />
        </Button>
      </div>
    );
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button type="button" variant="outline" disabled={busy !== null} onClick={() => void view()}>
        <EyeIcon aria-hidden="true" />
        {t('receiptButtons.viewReceipt')}
      </Button>
      <Button type="button" disabled={busy !== null} onClick={() => void download()}>
        <DownloadIcon aria-hidden="true" />
        {busy === 'download' ? t('receiptButtons.downloading') : t('receiptButtons.downloadReceipt')}
      </Button>
    </div>
  );
}
