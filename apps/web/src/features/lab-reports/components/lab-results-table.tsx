import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { formatReferenceRange, labTrendKey, type LabResult } from '@sehat/shared';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FlagBadge } from '@/components/flag-badge';
import { trendPath } from './lab-tests-card';

function rangeOf(result: LabResult): string {
  const range = formatReferenceRange({
    ...(result.reference_low === null ? {} : { low: result.reference_low }),
    ...(result.reference_high === null ? {} : { high: result.reference_high }),
  });
  return range ? `${range} ${result.unit}`.trim() : '—';
}

/**
 * A report's results in entry order: the test (a numeric one links to its trend), the value with
 * its unit and its High/Low flag, and the reference range it was flagged against.
 */
export function LabResultsTable({ results }: { results: readonly LabResult[] }) {
  const { t } = useTranslation('lab-reports');
  return (
    <Table aria-label={t('labResultsTable.testResults')}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className="pl-4 sm:pl-6">
            {t('labResultsTable.test')}
          </TableHead>
          <TableHead scope="col">{t('labResultsTable.result')}</TableHead>
          <TableHead scope="col" className="pr-4 sm:pr-6">
            {t('labResultsTable.referenceRange')}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.map((result) => (
          <TableRow key={result.id}>
            <TableCell className="pl-4 wrap-anywhere sm:pl-6">
              {result.value_number === null ? (
                <span className="font-medium">{result.test_name}</span>
              ) : (
                <Link
                  to={trendPath(labTrendKey(result))}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  aria-label={t('labResultsTable.seeTrend', { test: result.test_name })}
                >
                  {result.test_name}
                </Link>
              )}
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold">
                  {result.value} {result.unit}
                </span>
                <FlagBadge flag={result.flag} />
              </span>
            </TableCell>
            <TableCell className="pr-4 text-muted-foreground sm:pr-6">{rangeOf(result)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
