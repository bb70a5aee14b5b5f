import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import type { CreatedShare } from '@sehat/shared';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QrCode } from '@/components/qr-code';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { dateTime } from '@/lib/i18n/dates';
import { toast } from '@/lib/toast';

/**
 * The new link, shown once (only its hash is kept): a QR code for the doctor to scan, the link to
 * copy or send, and the access code to read out.
 */
export function ShareCreatedCard({ created, onDone }: { created: CreatedShare; onDone: () => void }) {
  const { t } = useTranslation('sharing');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.url);
      setCopied(true);
    } catch {
      toast.error(t('shareCreatedCard.copyFailed'), {
        description: t('shareCreatedCard.selectTheLinkAndCopy'),
      });
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('shareCreatedCard.ready', { label: created.share.label })}</h2>
        </CardTitle>
        <CardDescription>
          {created.access_code
            ? t('shareCreatedCard.worksUntilLinkAndCode', { when: dateTime(created.share.expires_at) })
            : t('shareCreatedCard.worksUntilLink', { when: dateTime(created.share.expires_at) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)]">
        <QrCode
          text={created.url}
          size={240}
          alt={t('shareCreatedCard.qrCodeOfTheShare')}
          fallback={t('shareCreatedCard.qrFallback')}
        />
        <div className="grid content-start gap-4">
          <div className="grid gap-2">
            <Label htmlFor="share-link">{t('shareCreatedCard.link')}</Label>
            <div className="flex gap-2">
              <Input id="share-link" readOnly value={created.url} onFocus={(e) => e.target.select()} />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
                {copied ? t('shareCreatedCard.copied') : t('shareCreatedCard.copy')}
              </Button>
            </div>
          </div>
          {created.access_code && (
            <div className="grid gap-1">
              <span className="text-sm font-medium">{t('shareCreatedCard.accessCode')}</span>
              <span
                className="font-mono text-3xl tracking-[0.3em]"
                aria-label={t('shareCreatedCard.accessCodeNamed', { code: created.access_code })}
              >
                {created.access_code}
              </span>
              <span className="text-xs text-muted-foreground">{t('shareCreatedCard.readItOutToThe')}</span>
            </div>
          )}
          <Button type="button" className="w-fit" onClick={onDone}>
            {t('shareCreatedCard.done')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
