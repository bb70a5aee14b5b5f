import { useTranslation } from '@/lib/i18n/namespaces/sharing';
import type { ReactNode } from 'react';
import type { PublicShare } from '@sehat/shared';
import { dateTime } from '@/lib/i18n/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SharedFileList } from './shared-file-list';
import { SharedLabReportCard, SharedRecordCard } from './shared-records';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium">{value}</dd>
    </div>
  );
}

/**
 * The patient's facts a doctor needs first: who, how old, blood group, allergies and chronic conditions, and
 * the active policy and scheme card numbers when the patient chose to show them
 * (docs/decisions/056-government-schemes.md).
 */
function PatientSummary({ patient, share }: { patient: PublicShare['patient']; share: PublicShare }) {
  const { t } = useTranslation('sharing');
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">
          <h2>{t('sharedSummary.patient')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <Fact term={t('sharedSummary.termName')} value={patient.name} />
          <Fact
            term={t('sharedSummary.termAge')}
            value={
              patient.age === null
                ? t('sharedSummary.notSpecified')
                : t('sharedSummary.age', { count: patient.age })
            }
          />
          <Fact
            term={t('sharedSummary.termBloodGroup')}
            value={patient.blood_group ?? t('sharedSummary.notSpecified')}
          />
          <Fact
            term={t('sharedSummary.termAllergies')}
            value={
              patient.allergies.length > 0 ? patient.allergies.join(', ') : t('sharedSummary.noneRecorded')
            }
          />
          <Fact
            term={t('sharedSummary.termChronicConditions')}
            value={
              patient.chronic_conditions.length > 0
                ? patient.chronic_conditions.join(', ')
                : t('sharedSummary.noneRecorded')
            }
          />
          {share.policy && (
            <Fact
              term={t('sharedSummary.termInsurance')}
              value={[
                share.policy.insurer_name,
                share.policy.policy_number,
                share.policy.tpa_name,
                share.policy.helpline,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          )}
          {share.scheme_cards.length > 0 && (
            <Fact
              term={t('sharedSummary.termSchemeCards')}
              value={share.scheme_cards.map((c) => `${c.scheme_name}: ${c.card_number}`).join(', ')}
            />
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** The read-only summary of a share: who shared it and until when, the patient, and what is shared. */
export function SharedSummary({ share, onExpired }: { share: PublicShare; onExpired: () => void }) {
  const { t } = useTranslation('sharing');
  const nothing =
    share.medical_records.length === 0 && share.lab_reports.length === 0 && share.files.length === 0;
  return (
    <div className="grid gap-6">
      <p className="rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm font-medium">
        {t('sharedSummary.sharedBy', { name: share.shared_by, when: dateTime(share.expires_at) })}
      </p>
      <PatientSummary patient={share.patient} share={share} />
      {share.medical_records.length > 0 && (
        <Section title={t('sharedSummary.medicalRecords')}>
          {share.medical_records.map((record) => (
            <SharedRecordCard key={record.id} record={record} onExpired={onExpired} />
          ))}
        </Section>
      )}
      {share.lab_reports.length > 0 && (
        <Section title={t('sharedSummary.labReports')}>
          {share.lab_reports.map((report) => (
            <SharedLabReportCard key={report.id} report={report} onExpired={onExpired} />
          ))}
        </Section>
      )}
      {share.files.length > 0 && (
        <Section title={t('sharedSummary.files')}>
          <SharedFileList files={share.files} label={t('sharedSummary.sharedFiles')} onExpired={onExpired} />
        </Section>
      )}
      {nothing && <p className="text-sm text-muted-foreground">{t('sharedSummary.nothingHasBeenAddedTo')}</p>}
    </div>
  );
}
