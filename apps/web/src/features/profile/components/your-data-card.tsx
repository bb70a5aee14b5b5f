import { useTranslation } from '@/lib/i18n/namespaces/profile';
import { DownloadIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useExportDownload, type ExportFormat } from '../api/export-data';

/** The three downloads; each one's label, busy label and detail are `yourDataCard.<format>.*`. */
const FORMATS: readonly ExportFormat[] = ['fhir', 'pdf', 'zip'];

/**
 * "Your data" on the profile (docs/decisions/024-erasure-export-activity-log.md, export; DPDP Act 2023 s.11): downloads
 * everything Sehat holds about the patient, as a FHIR R4 bundle, a PDF health summary or a ZIP of both
 * with every original file. One download at a time; each button says when it is busy, and a failure
 * shows the error toast.
 */
export function YourDataCard() {
  const { t } = useTranslation('profile');
  const download = useExportDownload();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('yourDataCard.yourData')}</h2>
        </CardTitle>
        <CardDescription>{t('yourDataCard.downloadMyDataEverythingSehat')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {FORMATS.map((format) => {
            const busy = download.isPending && download.variables === format;
            return (
              <li key={format} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm text-muted-foreground">{t(`yourDataCard.${format}.detail`)}</p>
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0"
                  disabled={download.isPending}
                  aria-busy={busy}
                  onClick={() => download.mutate(format)}
                >
                  {busy ? (
                    <Loader2Icon aria-hidden="true" className="animate-spin" />
                  ) : (
                    <DownloadIcon aria-hidden="true" />
                  )}
                  {busy ? t(`yourDataCard.${format}.busy`) : t(`yourDataCard.${format}.label`)}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
