import { DOCUMENT_READING_MESSAGES, type DocumentRead } from '@sehat/shared';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReadFromFile, ReadOriginal } from '@/components/read-from-file';
import { messageGroup, messageText } from '@/lib/i18n/messages';
import { prescriptionPrefill, type PrescriptionPrefill } from '../api/read-prescription';
import { MedicalHistoryForm } from './medical-history-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

const M = messageGroup('documentReading', DOCUMENT_READING_MESSAGES);

/** The medicine lines the reader was unsure of, to check against the original. */
function MedicinesToCheck({ lines }: { lines: readonly string[] }) {
  return (
    <section
      aria-labelledby="medicines-to-check"
      className="grid gap-1 rounded-md border border-amber-500 p-3 text-sm sm:col-span-2"
    >
      <h2 id="medicines-to-check" className="font-medium">
        {messageText(M.checkMedicines)}
      </h2>
      <ul className="list-disc ps-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /add-medical-history (docs/product.md#add-medical-history): typed, or read from a prescription's PDF or
 * photo (docs/decisions/050-reading-documents.md#prescriptions): the form then opens pre-filled beside the
 * original, or empty with the file attached when nothing could be read; nothing is saved before Save.
 */
export function AddMedicalHistoryPage() {
  const { t } = useTranslation('medical-records');
  useDocumentTitle(t('add.title'));
  const [prefill, setPrefill] = useState<PrescriptionPrefill | null>(null);
  const onRead = useCallback((read: DocumentRead, file: File) => {
    setPrefill((current) => (current?.readId === read.read_id ? current : prescriptionPrefill(read, file)));
  }, []);
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('add.title')}</h1>
        <p className="text-sm text-muted-foreground">{t('add.description')}</p>
      </div>
      <ReadFromFile
        path="/api/medical-records/read"
        readingMessage={M.readingPrescription}
        onRead={onRead}
        onFailed={onRead}
      />
      <div className={prefill ? 'grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'grid gap-6'}>
        <Card>
          <CardHeader>
            <CardTitle>{t('add.cardTitle')}</CardTitle>
            <CardDescription>{t('add.cardDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <MedicalHistoryForm
              key={prefill?.readId ?? 'typed'}
              prefill={prefill ?? undefined}
              toCheck={prefill?.check.length ? <MedicinesToCheck lines={prefill.check} /> : undefined}
            />
          </CardContent>
        </Card>
        {prefill && <ReadOriginal file={prefill.file} />}
      </div>
    </div>
  );
}
