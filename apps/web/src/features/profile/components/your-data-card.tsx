import { useTranslation } from 'react-i18next';
import { DownloadIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useExportDownload, type ExportFormat } from '../api/export-data';

const CHOICES: ReadonlyArray<{ format: ExportFormat; label: string; busy: string; detail: string }> = [
  {
    format: 'fhir',
    label: 'FHIR bundle (JSON)',
    busy: 'Preparing FHIR bundle...',
    detail: 'Every record in the FHIR R4 format other health apps and hospital systems read.',
  },
  {
    format: 'pdf',
    label: 'Health summary (PDF)',
    busy: 'Preparing health summary...',
    detail: 'A readable summary: profile, emergency card, records, medicines and lab trends.',
  },
  {
    format: 'zip',
    label: 'Everything (ZIP with files)',
    busy: 'Preparing ZIP...',
    detail: 'Both of the above and every file you uploaded: prescriptions, lab reports, receipts.',
  },
];

/**
 * "Your data" on the profile (issue "Easy sharing and data rights", export; DPDP Act 2023 s.11): downloads
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
          {CHOICES.map((choice) => {
            const busy = download.isPending && download.variables === choice.format;
            return (
              <li
                key={choice.format}
                className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-sm text-muted-foreground">{choice.detail}</p>
                <Button
                  type="button"
                  variant="outline"
                  className="shrink-0"
                  disabled={download.isPending}
                  aria-busy={busy}
                  onClick={() => download.mutate(choice.format)}
                >
                  {busy ? (
                    <Loader2Icon aria-hidden="true" className="animate-spin" />
                  ) : (
                    <DownloadIcon aria-hidden="true" />
                  )}
                  {busy ? choice.busy : choice.label}
                </Button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
