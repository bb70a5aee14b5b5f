import { useTranslation } from '@/lib/i18n/namespaces/emergency-card';
import { EMERGENCY_CARD_MESSAGES } from '@sehat/shared';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { qrDataUrl } from './qr-image';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('emergencyCard', EMERGENCY_CARD_MESSAGES);

/** The card's QR code: its plain text, readable offline by any phone camera. */
export function CardQr({ text }: { text: string }) {
  const { t } = useTranslation('emergency-card');
  const [qr, setQr] = useState<{ text: string; url: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    qrDataUrl(text).then(
      (url) => live && setQr({ text, url }),
      () => live && setQr({ text, url: null }),
    );
    return () => {
      live = false;
    };
  }, [text]);

  if (!qr || qr.text !== text)
    return <Skeleton className="size-40 sm:size-48" aria-label={t('cardQr.drawingTheQrCode')} />;
  if (!qr.url) return <p className="text-sm text-destructive">{messageText(M.qrFailed)}</p>;
  return (
    <img
      src={qr.url}
      alt={t('cardQr.qrCodeHoldingThisEmergency')}
      data-testid="emergency-card-qr"
      className="size-40 sm:size-48 [image-rendering:pixelated]"
    />
  );
}
