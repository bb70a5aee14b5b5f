import { useTranslation } from '@/lib/i18n/namespaces/readings';
import { READING_CSV_LIMITS, READING_MESSAGES, type ReadingImportPreview } from '@sehat/shared';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { dateTime } from '@/lib/i18n/dates';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { useImportReadings, usePreviewImport } from '../api/import-readings';
import { useReadingText } from '../labels';

const M = messageGroup('readings', READING_MESSAGES);

/**
 * Import readings from a CSV file (docs/decisions/052-readings.md): the mapping is written in the dialog; a
 * chosen file is previewed by the server (kind, count, how many out of range, the first rows) and imported
 * only on a second press. A file of 10 MB or more is refused here before it is read.
 */
export function ImportReadingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('readings');
  const readingText = useReadingText();
  const preview = usePreviewImport();
  const importing = useImportReadings();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<ReadingImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = preview.isPending || importing.isPending;

  const close = (next: boolean) => {
    if (busy || next) return;
    setCsv(null);
    setResult(null);
    setProblem(null);
    onOpenChange(false);
  };

  const choose = async (file: File | undefined) => {
    setResult(null);
    setProblem(null);
    if (!file) return;
    if (file.size >= READING_CSV_LIMITS.maxBytes) return setProblem(messageText(M.csvTooLarge));
    const text = await file.text();
    setCsv(text);
    try {
      setResult(await preview.mutateAsync(text));
    } catch {
      // toasted by the error policy
    }
  };

  const confirm = async () => {
    if (!csv) return;
    const { imported } = await importing.mutateAsync(csv);
    toast.success({ key: 'readings.imported', values: { count: imported } });
    close(false);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('importForm.title')}</DialogTitle>
          <DialogDescription>{t('importForm.description')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <label className="grid gap-1.5 text-sm font-medium">
            {t('importForm.file')}
            <input
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              className="text-sm"
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          {preview.isPending && <p className="text-sm text-muted-foreground">{t('importForm.checking')}</p>}
          {result && (
            <div className="grid gap-2" data-testid="import-preview">
              <p className="text-sm">
                {t('importForm.summary', {
                  count: result.count,
                  kind: t(`kinds.${result.kind}`),
                  flagged: result.flagged,
                })}
              </p>
              <ul className="grid gap-1 text-sm">
                {result.first.map((row) => (
                  <li key={row.taken_at} className="flex flex-wrap items-center gap-2">
                    <span className="text-muted-foreground">{dateTime(row.taken_at)}</span>
                    <span>
                      {readingText({
                        ...row,
                        kind: result.kind,
                        entered_value: null,
                        entered_unit: null,
                        bmi: null,
                      })}
                    </span>
                    {row.flag && <Badge variant="secondary">{t(`flags.${row.flag}`)}</Badge>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => close(false)}>
              {t('importForm.cancel')}
            </Button>
            <Button
              type="button"
              disabled={busy || !result}
              onClick={() => void confirm().catch(() => undefined)}
            >
              {importing.isPending
                ? t('importForm.importing')
                : t('importForm.import', { count: result?.count ?? 0 })}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
