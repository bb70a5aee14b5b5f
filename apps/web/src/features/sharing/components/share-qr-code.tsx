import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A QR code of `url`, drawn by the `qrcode` library, which loads only here (the sharing page),
 * never with the app's first load. Shown as a PNG data URL (the CSP allows `data:` images).
 */
export function ShareQrCode({ url }: { url: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }))
      .then((data) => {
        if (live) setImage(data);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [url]);
  if (failed)
    return <p className="text-sm text-muted-foreground">The QR code could not be drawn; send the link.</p>;
  if (!image) return <Skeleton className="size-60" aria-label="Drawing the QR code" />;
  return (
    <img src={image} alt="QR code of the share link" width={240} height={240} className="rounded-md border" />
  );
}
