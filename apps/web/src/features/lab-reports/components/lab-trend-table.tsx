import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { type LabTrend } from '@sehat/shared';
import { Link } from 'react-router';
import { shortDate } from '@/lib/i18n/dates';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FlagBadge } from '@/components/flag-badge';

/** Every value of the trend with its date (newest first), each date leading to its report. */
export function LabTrendTable({ trend }: { trend: LabTrend }) {
  const { t } = useTranslation('lab-reports');
  const rows = [...trend.points].reverse();
  return (
    <Table aria-label={`${trend.test_name} values`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="pl-4 sm:pl-6">
            {t('labTrendTable.date')}
          </TableHead>
          <TableHead scope="col">{t('labTrendTable.value')}</TableHead>
          <TableHead scope="col" className="pr-4 sm:pr-6">
            {t('labTrendTable.flag')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((point) => (
          <TableRow key={`${point.report_id}-${point.date}`}>
            <TableCell className="pl-4 sm:pl-6">
              <Link
                to={`/pathological-reports/${point.report_id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {shortDate(point.date)}
              </Link>
            </TableCell>
            <TableCell className="font-semibold">
              {point.value} {trend.unit}
            </TableCell>
            <TableCell className="pr-4 sm:pr-6">
              <FlagBadge flag={point.flag} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
