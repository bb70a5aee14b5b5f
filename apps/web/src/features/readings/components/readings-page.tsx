import { useTranslation } from '@/lib/i18n/namespaces/readings';
import {
  READING_KINDS,
  READING_SERIES_DAYS,
  READING_UNIT_LABELS,
  type Reading,
  type ReadingKind,
  type ReadingSummary,
} from '@sehat/shared';
import { PlusIcon, UploadIcon } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReadingSeries, useReadingSummary } from '../api/get-readings';
import { useReadingText } from '../labels';
import { ImportReadingsDialog } from './import-readings-dialog';
import { LogReadingDialog } from './log-reading-dialog';
import { ReadingChart } from './reading-chart';
import { FlagBadge, ReadingHistory } from './reading-history';
import { useReadOnly } from '@/lib/caregiving';

const isKind = (value: string | null): value is ReadingKind =>
  value !== null && (READING_KINDS as readonly string[]).includes(value);

/** Latest, averages and flags of one kind (from the summary). */
function KindSummary({
  kind,
  item,
}: {
  kind: ReadingKind;
  item: ReadingSummary['items'][number] | undefined;
}) {
  const { t } = useTranslation('readings');
  const readingText = useReadingText();
  const unit = READING_UNIT_LABELS[kind];
  const average = (value: ReadingSummary['items'][number]['average_7d']) =>
    value
      ? `${value.value}${value.diastolic === null ? '' : `/${value.diastolic}`} ${unit} (${value.count})`
      : t('readingsPage.noneYet');
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('readingsPage.latest')}</dt>
        <dd className="flex flex-wrap items-center gap-2 font-semibold" data-testid="latest-reading">
          {item?.latest ? readingText(item.latest) : t('readingsPage.noneYet')}
          {item?.latest && <FlagBadge flag={item.latest.flag} />}
        </dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('readingsPage.average7')}</dt>
        <dd className="font-semibold">{average(item?.average_7d ?? null)}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('readingsPage.average30')}</dt>
        <dd className="font-semibold">{average(item?.average_30d ?? null)}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">{t('readingsPage.flagged')}</dt>
        <dd className="font-semibold">{item?.flagged_30d ?? 0}</dd>
      </div>
    </dl>
  );
}

/**
 * /readings (docs/decisions/052-readings.md): one kind at a time (`?kind=`, blood pressure first): its latest
 * reading, 7- and 30-day averages and flags, a chart of the chosen period against the target band (with the
 * guideline it comes from), and the history with Edit and Delete. "Log a reading" (or `?log=1`) opens the
 * log dialog, "Import CSV" the import's.
 */
export function ReadingsPage() {
  const { t } = useTranslation('readings');
  useDocumentTitle(t('readingsPage.title'));
  const [search, setSearch] = useSearchParams();
  const requested = search.get('kind');
  const kind: ReadingKind = isKind(requested) ? requested : 'blood_pressure';
  const [days, setDays] = useState<number>(30);
  const summary = useReadingSummary();
  const series = useReadingSeries(kind, days);
  const readOnly = useReadOnly();
  // `?log=1` (the dashboard's "Log a reading") opens the log dialog on arrival; never for a viewer.
  const [editing, setEditing] = useState<{ reading: Reading | null } | null>(
    search.get('log') === '1' && !readOnly ? { reading: null } : null,
  );

  const [importing, setImporting] = useState(false);

  const actions = readOnly ? undefined : (
    <div className="flex flex-wrap gap-2">
      <Button type="button" onClick={() => setEditing({ reading: null })}>
        <PlusIcon aria-hidden="true" />
        {t('readingsPage.logReading')}
      </Button>
      <Button type="button" variant="outline" onClick={() => setImporting(true)}>
        <UploadIcon aria-hidden="true" />
        {t('importForm.importCsv')}
      </Button>
    </div>
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader
        title={t('readingsPage.title')}
        description={t('readingsPage.description')}
        actions={actions}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <label className="grid gap-1.5 text-sm font-medium">
          {t('readingsPage.kind')}
          <NativeSelect
            value={kind}
            onChange={(event) => setSearch({ kind: event.target.value }, { replace: true })}
          >
            {READING_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`kinds.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="grid gap-1.5 text-sm font-medium">
          {t('readingsPage.period')}
          <NativeSelect value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {READING_SERIES_DAYS.map((option) => (
              <option key={option} value={option}>
                {t('readingsPage.days', { count: option })}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>{t(`kinds.${kind}`)}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          {summary.isPending ? (
            <Skeleton className="h-12 w-full" />
          ) : (
            <KindSummary kind={kind} item={summary.data?.items.find((item) => item.kind === kind)} />
          )}
          <ReadingChart
            series={series.data}
            loading={series.isPending}
            failed={series.isError}
            onRetry={() => void series.refetch()}
          />
          <p className="text-xs text-muted-foreground">
            {t('readingsPage.target', { guideline: t(`guidelines.${kind}`) })}
          </p>
        </CardContent>
      </Card>

      <Card className="py-0">
        <CardHeader className="pt-6">
          <CardTitle>{t('readingsPage.history')}</CardTitle>
        </CardHeader>
        <CardContent className="px-0">
          <ReadingHistory
            key={kind}
            kind={kind}
            onLog={() => setEditing({ reading: null })}
            onEdit={(reading) => setEditing({ reading })}
          />
        </CardContent>
      </Card>

      <ImportReadingsDialog open={importing} onOpenChange={setImporting} />
      <LogReadingDialog
        open={editing !== null}
        reading={editing?.reading ?? null}
        kind={kind}
        onOpenChange={(next) => {
          if (next) return;
          setEditing(null);
          if (search.has('log')) setSearch({ kind }, { replace: true });
        }}
      />
    </div>
  );
}
