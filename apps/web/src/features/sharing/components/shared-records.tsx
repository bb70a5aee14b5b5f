import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import { formatVisitType, type SharedLabReport, type SharedRecord } from '@sehat/shared';
import { longDate } from '@/lib/i18n/dates';
import { FlagBadge } from '@/components/flag-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SharedFileList } from './shared-file-list';

/** A term and its value; nothing when the value is empty. */
function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="text-sm wrap-anywhere whitespace-pre-line">{value}</dd>
    </div>
  );
}

/** One shared medical record, read-only: visit, provider, clinical text and its files. */
export function SharedRecordCard({ record, onExpired }: { record: SharedRecord; onExpired: () => void }) {
  const { t } = useTranslation('sharing');
  return (
    <Card className="gap-3">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base wrap-anywhere">
            <h3>{record.primary_reason}</h3>
          </CardTitle>
          <Badge variant="secondary">{formatVisitType(record.visit_type)}</Badge>
        </div>
        <CardDescription>
          {longDate(record.record_date)} · {record.doctor_name}
          {record.specialization ? ` (${record.specialization})` : ''} · {record.hospital_name}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail term={t('sharedRecords.termSymptoms')} value={record.symptoms} />
          <Detail term={t('sharedRecords.termDiagnosis')} value={record.diagnosis} />
          <Detail term={t('sharedRecords.termTreatmentPlan')} value={record.treatment_plan} />
          <Detail term={t('sharedRecords.termPrescribedMedications')} value={record.prescribed_medications} />
          <Detail
            term={t('sharedRecords.termFollowUpDate')}
            value={record.follow_up_date ? longDate(record.follow_up_date) : null}
          />
          <Detail term={t('sharedRecords.termAdditionalNotes')} value={record.additional_notes} />
        </dl>
        <SharedFileList
          files={record.files}
          label={t('sharedRecords.filesOf', { what: record.primary_reason })}
          onExpired={onExpired}
        />
      </CardContent>
    </Card>
  );
}

function range(low: number | null, high: number | null): string {
  if (low !== null && high !== null) return `${low}–${high}`;
  if (low !== null) return `≥ ${low}`;
  if (high !== null) return `≤ ${high}`;
  return '—';
}

/** One shared lab report: its results with their ranges and High/Low flags, and its files. */
export function SharedLabReportCard({
  report,
  onExpired,
}: {
  report: SharedLabReport;
  onExpired: () => void;
}) {
  const { t } = useTranslation('sharing');
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base wrap-anywhere">
          <h3>{report.lab_name}</h3>
        </CardTitle>
        <CardDescription>
          {longDate(report.report_date)}
          {report.ordering_doctor ? ` · ${report.ordering_doctor}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('sharedRecords.resultsOf', { what: report.lab_name })}</caption>
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('sharedRecords.test')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('sharedRecords.value')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('sharedRecords.range')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('sharedRecords.flag')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.results.map((result) => (
                <tr key={result.id} className="border-b last:border-0">
                  <td className="py-2 pr-3 wrap-anywhere">{result.test_name}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {result.value} {result.unit}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {range(result.reference_low, result.reference_high)}
                  </td>
                  <td className="py-2">
                    <FlagBadge flag={result.flag} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <SharedFileList
          files={report.files}
          label={t('sharedRecords.filesOf', { what: report.lab_name })}
          onExpired={onExpired}
        />
      </CardContent>
    </Card>
  );
}
