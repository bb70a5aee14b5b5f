import { useTranslation } from '@/lib/i18n/namespaces/profile';
import {
  FHIR_IMPORT_KINDS,
  FHIR_IMPORT_MESSAGES,
  MAX_IMPORT_ARCHIVE_BYTES,
  MAX_UPLOAD_BYTES,
  type FhirImportKind,
  type FhirImportPreview,
} from '@sehat/shared';
import { Loader2Icon, UploadIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useHydrated } from '@/hooks/use-hydrated';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useImportFhir, usePreviewFhirImport, type ImportSource } from '../api/import-records';

const M = messageGroup('fhirImport', FHIR_IMPORT_MESSAGES);

/** The parts of a record (results, prescriptions, files, doses): the "records imported" toast counts records only. */
const PART_KINDS: ReadonlySet<FhirImportKind> = new Set([
  'prescriptions',
  'lab_results',
  'doses',
  'documents',
]);
const RECORD_KINDS: ReadonlySet<FhirImportKind> = new Set(
  FHIR_IMPORT_KINDS.filter((kind) => !PART_KINDS.has(kind)),
);

/** A ZIP by its name or type (Windows calls it application/x-zip-compressed). */
const isZip = (file: File) => /\.zip$/i.test(file.name) || /zip/.test(file.type);

/**
 * "Import records" on the profile (docs/decisions/058-importing-fhir.md): a FHIR R4 Bundle (.json) is read in
 * the browser, or Sehat's export ZIP is sent as it is (its files come along), previewed by the server (what
 * will be added and which files come with it, what is skipped and why, and whether it is about someone else,
 * which must be confirmed), and imported only on a second press. A .json of 10 MB or more, a ZIP of 50 MB or
 * more, or a .json that is not JSON, is refused here before anything is sent.
 */
export function ImportRecordsCard() {
  const { t } = useTranslation('profile');
  const inputId = useId();
  const preview = usePreviewFhirImport();
  const importing = useImportFhir();
  const [source, setSource] = useState<ImportSource | null>(null);
  const [result, setResult] = useState<FhirImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const busy = preview.isPending || importing.isPending;
  // A file chosen in the server's HTML before the script runs would be lost: the input waits for it.
  const live = useHydrated();

  const choose = async (file: File | undefined) => {
    setResult(null);
    setProblem(null);
    setConfirmed(false);
    if (!file) return;
    let chosen: ImportSource;
    if (isZip(file)) {
      if (file.size >= MAX_IMPORT_ARCHIVE_BYTES) return setProblem(t('importRecordsCard.zipTooLarge'));
      chosen = { archive: file };
    } else {
      if (file.size >= MAX_UPLOAD_BYTES) return setProblem(t('importRecordsCard.tooLarge'));
      try {
        chosen = { bundle: JSON.parse(await file.text()) as unknown };
      } catch {
        return setProblem(messageText(M.notBundle));
      }
    }
    setSource(chosen);
    try {
      setResult(await preview.mutateAsync(chosen));
    } catch {
      // toasted by the error policy
    }
  };

  const confirm = async () => {
    if (!source) return;
    const { added } = await importing.mutateAsync({ source, confirmOtherPatient: confirmed });
    const count = added.reduce((sum, item) => (RECORD_KINDS.has(item.kind) ? sum + item.count : sum), 0);
    toast.success(t('importRecordsCard.imported', { count }));
    setResult(null);
    setSource(null);
  };

  const needsConfirmation = result !== null && !result.patient.matches;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('importRecordsCard.title')}</h2>
        </CardTitle>
        <CardDescription>{t('importRecordsCard.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('importRecordsCard.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".json,.zip,application/json,application/fhir+json,application/zip"
            disabled={!live || busy}
            className="text-sm"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        {preview.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('importRecordsCard.checking')}
          </p>
        )}
        {result && (
          <div className="grid gap-3" data-testid="import-records-preview">
            <section className="grid gap-1">
              <h3 className="text-sm font-medium">{t('importRecordsCard.willAdd')}</h3>
              {result.add.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('importRecordsCard.nothingToAdd')}</p>
              ) : (
                <ul className="grid gap-1 text-sm">
                  {result.add.map((item) => (
                    <li key={item.kind}>
                      {t(`importRecordsCard.kinds.${item.kind}`, { count: item.count })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {result.documents.length > 0 && (
              <section className="grid gap-1">
                <h3 className="text-sm font-medium">{t('importRecordsCard.files')}</h3>
                <ul className="grid gap-1 text-sm" data-testid="import-records-files">
                  {result.documents.map((document, index) => (
                    <li key={index}>
                      {t('importRecordsCard.fileOn', {
                        name: document.name,
                        holder: t(`importRecordsCard.holders.${document.holder}`),
                      })}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {result.skipped.length > 0 && (
              <section className="grid gap-1">
                <h3 className="text-sm font-medium">{t('importRecordsCard.skipped')}</h3>
                <ul className="grid gap-1 text-sm text-muted-foreground">
                  {result.skipped.map((item) => (
                    <li key={`${item.resourceType}-${item.reason}`}>
                      <span lang="en">{item.resourceType}</span> ×{item.count}:{' '}
                      {t(`importRecordsCard.reasons.${item.reason}`)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {needsConfirmation && (
              <div className="grid gap-2 rounded-md border border-destructive/40 p-3">
                <p className="text-sm">
                  {t('importRecordsCard.otherPatient', {
                    name: result.patient.name ?? '—',
                    birthDate: result.patient.birth_date ?? '—',
                  })}
                </p>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={confirmed}
                    disabled={busy}
                    onChange={(event) => setConfirmed(event.target.checked)}
                  />
                  {t('importRecordsCard.confirmOtherPatient')}
                </label>
              </div>
            )}
            <div className="flex justify-end">
              <Button
                type="button"
                disabled={busy || result.add.length === 0 || (needsConfirmation && !confirmed)}
                aria-busy={importing.isPending}
                onClick={() => void confirm().catch(() => undefined)}
              >
                {importing.isPending ? (
                  <Loader2Icon aria-hidden="true" className="animate-spin" />
                ) : (
                  <UploadIcon aria-hidden="true" />
                )}
                {importing.isPending ? t('importRecordsCard.importing') : t('importRecordsCard.import')}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
