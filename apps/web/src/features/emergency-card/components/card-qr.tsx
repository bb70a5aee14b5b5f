import { EMERGENCY_CARD_MESSAGES as M } from '@sehat/shared';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { qrDataUrl } from './qr-image';

/** The card's QR code: its plain text, readable offline by any phone camera. */
export function CardQr({ text }: { text: string }) {
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
    return <Skeleton className="size-40 sm:size-48" aria-label="Drawing the QR code" />;
  if (!qr.url) return <p className="text-sm text-destructive">{M.qrFailed}</p>;
  return (
    <img
      src={qr.url}
      alt="QR code holding this emergency card's text"
      data-testid="emergency-card-qr"
      className="size-40 sm:size-48 [image-rendering:pixelated]"
    />
  );
}
