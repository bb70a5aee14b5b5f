import { useTranslation } from '@/lib/i18n/namespaces/medical-records';
import {
  formatVisitType,
  MEDICAL_HISTORY_MESSAGES,
  MEDICAL_RECORD_API_MESSAGES,
  type MedicalRecord,
} from '@sehat/shared';
import { ArrowLeftIcon, PencilIcon, QrCodeIcon, Trash2Icon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { longDate } from '@/lib/i18n/dates';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMayShare, useReadOnly } from '@/lib/caregiving';
import { toast } from '@/lib/toast';
import { useMedicalRecord } from '../api/get-medical-record';
import { useDeleteMedicalRecord } from '../api/delete-medical-record';
import { RecordFilesCard } from './record-files-card';
import { messageGroup, messageText } from '@/lib/i18n/messages';

const M = messageGroup('medicalHistory', MEDICAL_HISTORY_MESSAGES);
const A = messageGroup('medicalRecords', MEDICAL_RECORD_API_MESSAGES);

/** A term and its value; nothing when the value is empty (docs/product.md#screens-and-routes: empty optional sections hidden). */
function Detail({ term, value }: { term: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="text-sm wrap-anywhere">{value}</dd>
    </div>
  );
}

/** A card of free text, hidden when the text is empty; `action` (a link) under the text. */
function TextSection({ title, text, action }: { title: string; text: string | null; action?: ReactNode }) {
  if (!text) return null;
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="whitespace-pre-line text-sm wrap-anywhere">{text}</p>
        {action}
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
      </CardContent>
    </Card>
  );
}

function RecordDetail({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation('medical-records');
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t('medicalRecordDetailPage.provider')}>
          <Detail term={t('medicalRecordDetailPage.termDoctor')} value={record.doctor_name} />
          <Detail term={t('medicalRecordDetailPage.termSpecialization')} value={record.specialization} />
          <Detail term={t('medicalRecordDetailPage.termHospital')} value={record.hospital_name} />
          <Detail term={t('medicalRecordDetailPage.termContactNumber')} value={record.contact_number} />
        </Section>
        <Section title={t('medicalRecordDetailPage.dates')}>
          <Detail term={t('medicalRecordDetailPage.termVisitDate')} value={longDate(record.record_date)} />
          <Detail
            term={t('medicalRecordDetailPage.termFollowUpDate')}
            value={record.follow_up_date ? longDate(record.follow_up_date) : messageText(M.notSpecified)}
          />
        </Section>
      </div>
      <TextSection title={t('medicalRecordDetailPage.symptoms')} text={record.symptoms} />
      <TextSection title={t('medicalRecordDetailPage.diagnosis')} text={record.diagnosis} />
      <TextSection title={t('medicalRecordDetailPage.treatmentPlan')} text={record.treatment_plan} />
      <TextSection
        title={t('medicalRecordDetailPage.prescribedMedications')}
        text={record.prescribed_medications}
        action={
          // One tap to the medicine list, its add dialog linked to this record (docs/decisions/054-medicines.md).
          <Link
            to={`/medicines?record=${encodeURIComponent(record.id)}`}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('medicalRecordDetailPage.addToMedicines')}
          </Link>
        }
      />
      <TextSection title={t('medicalRecordDetailPage.additionalNotes')} text={record.additional_notes} />
      <TextSection
        title={t('medicalRecordDetailPage.summaryOfPreviousVisits')}
        text={record.summary_previous_visits}
      />
      <RecordFilesCard record={record} />
    </>
  );
}

/** Edit and Delete (docs/product.md#screens-added-since-the-first-version): delete asks first, then returns to the list. */
function RecordActions({ record }: { record: MedicalRecord }) {
  const { t } = useTranslation('medical-records');
  const navigate = useNavigate();
  const remove = useDeleteMedicalRecord(record.id);
  const files = record.prescription_files.length;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline">
        <Link to={`/medical-history/${record.id}/edit`}>
          <PencilIcon aria-hidden="true" />
          {t('medicalRecordDetailPage.edit')}
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="text-destructive">
            <Trash2Icon aria-hidden="true" />
            {t('medicalRecordDetailPage.delete')}
          </Button>
        }
        title={t('medicalRecordDetailPage.deleteThisMedicalRecord')}
        description={
          files > 0
            ? t('medicalRecordDetailPage.deleteDescriptionFiles', {
                reason: record.primary_reason,
                date: longDate(record.record_date),
                count: files,
              })
            : t('medicalRecordDetailPage.deleteDescription', {
                reason: record.primary_reason,
                date: longDate(record.record_date),
              })
        }
        confirmLabel={t('medicalRecordDetailPage.deleteRecord')}
        busyLabel={t('medicalRecordDetailPage.deleting')}
        onConfirm={async () => {
          await remove.mutateAsync();
          toast.success(A.deleted);
          await navigate('/medical-history', { replace: true });
        }}
      />
    </div>
  );
}

/**
 * /medical-history/{id} (docs/product.md#medical-history-detail): provider,
 * dates, clinical text and prescription files. A missing id or a failed load
 * (including another patient's id, a 404) goes to /dashboard.
 */
export function MedicalRecordDetailPage() {
  const { t } = useTranslation('medical-records');
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useMedicalRecord(id);
  const readOnly = useReadOnly();
  const mayShare = useMayShare();
  useDocumentTitle(record.data ? record.data.primary_reason : t('medicalRecordDetailPage.medicalRecord'));

  useEffect(() => {
    if (!id || record.isError) void navigate('/dashboard', { replace: true });
  }, [id, record.isError, navigate]);

  const data = record.data;
  return (
    <div className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-5xl gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link to="/medical-history">
            <ArrowLeftIcon aria-hidden="true" />
            {t('medicalRecordDetailPage.backToMedicalHistory')}
          </Link>
        </Button>
        {data ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere">
                {data.primary_reason}
              </h1>
              <Badge variant="secondary">{formatVisitType(data.visit_type)}</Badge>
            </div>
            <div className="flex flex-wrap gap-2">
              {mayShare && (
                <Button asChild variant="outline" size="sm">
                  <Link to={`/sharing?record=${encodeURIComponent(data.id)}`}>
                    <QrCodeIcon aria-hidden="true" />
                    {t('medicalRecordDetailPage.share')}
                  </Link>
                </Button>
              )}
              {!readOnly && <RecordActions record={data} />}
            </div>
          </div>
        ) : (
          <Skeleton className="h-8 w-64" />
        )}
      </div>
      {data ? (
        <RecordDetail record={data} />
      ) : (
        <div
          className="grid gap-4"
          aria-busy="true"
          aria-label={t('medicalRecordDetailPage.loadingMedicalRecord')}
        >
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      )}
    </div>
  );
}
