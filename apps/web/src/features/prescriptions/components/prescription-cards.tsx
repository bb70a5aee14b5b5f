import { useTranslation } from '@/lib/i18n/namespaces/prescriptions';
import { type PrescriptionPage } from '@sehat/shared';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';

/**
 * Prescription history on a phone (below md): one card per record instead of the table, so
 * nothing scrolls sideways at 390 px (docs/product.md#screens-added-since-the-first-version). Each card opens the record.
 */
export function PrescriptionCards({ records }: { records: PrescriptionPage['items'] }) {
  const { t } = useTranslation('prescriptions');
  return (
    <ul className="grid divide-y md:hidden" aria-label={t('prescriptionCards.prescriptionRecords')}>
      {records.map((record) => (
        <li key={record.id}>
          <Link
            to={`/medical-history/${record.id}`}
            className="relative grid gap-1 px-4 py-3 pr-10 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
          >
            <span className="font-medium wrap-anywhere text-primary">{record.primary_reason}</span>
            <span className="text-xs text-muted-foreground">
              {shortDate(record.record_date)} · {record.doctor_name}
            </span>
            <span className="line-clamp-2 text-sm wrap-anywhere">{record.prescribed_medications}</span>
            <span className="text-xs text-muted-foreground">
              {t('prescriptionCards.files', { count: record.prescription_files.length })}
            </span>
            <ChevronRightIcon
              aria-hidden="true"
              className="absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
