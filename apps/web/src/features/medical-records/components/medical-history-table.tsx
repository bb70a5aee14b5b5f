import { formatVisitType, type MedicalRecordListItem } from '@sehat/shared';
import { useNavigate, Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import { shortDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/**
 * The medical history table (docs/product.md#screens-and-routes): primary reason, doctor, hospital,
 * visit date, visit type. A row click (or its link, for the keyboard) opens
 * /medical-history/{id}.
 */
export function MedicalHistoryTable({ records }: { records: MedicalRecordListItem[] }) {
  const { t } = useTranslation('medical-records');
  const navigate = useNavigate();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.primaryReason')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('table.doctor')}</TableHead>
          <TableHead className="hidden md:table-cell">{t('table.hospital')}</TableHead>
          <TableHead>{t('table.visitDate')}</TableHead>
          <TableHead className="hidden sm:table-cell">{t('table.visitType')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {records.map((record) => (
          <TableRow
            key={record.id}
            className="relative cursor-pointer"
            onClick={() => void navigate(`/medical-history/${record.id}`)}
          >
            <TableCell className="max-w-44 font-medium sm:max-w-64">
              <Link
                to={`/medical-history/${record.id}`}
                className="block truncate rounded-sm text-primary underline-offset-4 outline-none after:absolute after:inset-0 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={(event) => event.stopPropagation()}
              >
                {record.primary_reason}
              </Link>
              <span className="block truncate text-xs font-normal text-muted-foreground md:hidden">
                {record.doctor_name} · {record.hospital_name}
              </span>
              <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                {formatVisitType(record.visit_type)}
              </span>
            </TableCell>
            <TableCell className="hidden max-w-48 truncate md:table-cell">{record.doctor_name}</TableCell>
            <TableCell className="hidden max-w-56 truncate md:table-cell" title={record.hospital_name}>
              {record.hospital_name}
            </TableCell>
            <TableCell className="whitespace-nowrap">{shortDate(record.record_date)}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <Badge variant="secondary">{formatVisitType(record.visit_type)}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
