import { useTranslation } from '@/lib/i18n/namespaces/components';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

interface QrCodeProps {
  /** What the code holds: a share link, an otpauth:// URI, … */
  text: string;
  /** Width and height, in CSS pixels. */
  size: number;
  /** What the image is, for screen readers. */
  alt: string;
  /** What to do instead when the code cannot be drawn. */
  fallback: string;
}

/**
 * A QR code of `text` (error correction M), drawn by the `qrcode` library, which loads only with a
 * screen that shows one, never with the app's first load. Shown as a PNG data URL (the CSP allows
 * `data:` images); a skeleton while it is drawn, `fallback` if it cannot be.
 */
export function QrCode({ text, size, alt, fallback }: QrCodeProps) {
  const { t } = useTranslation('components');
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size }))
      .then((data) => {
        if (live) setImage(data);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text, size]);
  if (failed) return <p className="text-sm text-muted-foreground">{fallback}</p>;
  if (!image)
    return <Skeleton style={{ width: size, height: size }} aria-label={t('qrCode.drawingTheQrCode')} />;
  return <img src={image} alt={alt} width={size} height={size} className="rounded-md border" />;
}
