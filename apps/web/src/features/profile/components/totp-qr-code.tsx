import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The otpauth:// URI of a new two-factor secret as a QR code for an authenticator app, drawn by the
 * `qrcode` library (loaded only here). A PNG data URL (the CSP allows `data:` images).
 */
export function TotpQrCode({ uri }: { uri: string }) {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 200 }))
      .then((data) => {
        if (live) setImage(data);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [uri]);
  if (failed)
    return (
      <p className="text-sm text-muted-foreground">
        The QR code could not be drawn; type the key below into your app.
      </p>
    );
  if (!image) return <Skeleton className="size-50" aria-label="Drawing the QR code" />;
  return (
    <img
      src={image}
      alt="QR code to add Sehat to your authenticator app"
      width={200}
      height={200}
      className="rounded-md border"
    />
  );
}
