import { useTranslation } from '@/lib/i18n/namespaces/readings';
import type { ReadingSeries } from '@sehat/shared';
import { Suspense } from 'react';
import type { BandChartPoint } from '@/components/band-chart';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { dateTime } from '@/lib/i18n/dates';
import { preloadable } from '@/lib/lazy-component';
import { patientTimeZone } from '@/lib/patient-today';

/** The chart and visx, fetched when a chart is first drawn rather than with the screen (its budget). */
const BandChart = preloadable(async () => (await import('@/components/band-chart')).BandChart);

/**
 * A kind's readings of the chosen period against its target band (`BandChart`): blood pressure as two lines
 * (upper and lower number, each with its band), every point coloured by its flag.
 */
export function ReadingChart({
  series,
  loading,
  failed,
  onRetry,
}: {
  series: ReadingSeries | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('readings');
  if (loading) return <Skeleton className="h-[300px] w-full" />;
  if (failed || !series) return <LoadError compact what={t('readingsPage.yourReadings')} onRetry={onRetry} />;
  if (series.points.length === 0)
    return <p className="py-10 text-center text-sm text-muted-foreground">{t('readingsPage.chartEmpty')}</p>;

  const title = (date: string, value: number | string, flag: 'high' | 'low' | null) => {
    const vars = { date: dateTime(date), value: `${value} ${series.unit}` };
    if (flag === 'high') return t('readingsPage.pointHigh', vars);
    return flag === 'low' ? t('readingsPage.pointLow', vars) : t('readingsPage.point', vars);
  };
  const upper: BandChartPoint[] = series.points.map((p) => ({
    key: p.id,
    at: new Date(p.taken_at),
    value: p.value,
    flag: p.flag,
    title: title(p.taken_at, p.diastolic === null ? p.value : `${p.value}/${p.diastolic}`, p.flag),
  }));
  const lower: BandChartPoint[] = series.points.flatMap((p) =>
    p.diastolic === null
      ? []
      : [
          {
            key: `${p.id}-lower`,
            at: new Date(p.taken_at),
            value: p.diastolic,
            flag: p.flag,
            title: title(p.taken_at, `${p.value}/${p.diastolic}`, p.flag),
          },
        ],
  );
  const timeZone = patientTimeZone();
  const tickDate = (date: Date) =>
    date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', timeZone });
  const kind = t(`kinds.${series.kind}`);

  return (
    <Suspense fallback={<Skeleton className="h-[300px] w-full" />}>
      <BandChart
        title={t('readingsPage.chartTitle', { kind, days: series.days })}
        description={t('readingsPage.chartValues', {
          count: series.points.length,
          from: dateTime(series.points[0]!.taken_at),
          to: dateTime(series.points.at(-1)!.taken_at),
        })}
        lines={lower.length > 0 ? [upper, lower] : [upper]}
        bands={[
          { ...series.band, label: t('readingsPage.targetBand') },
          ...(series.diastolic_band
            ? [{ ...series.diastolic_band, label: t('readingsPage.diastolicBand') }]
            : []),
        ]}
        tickDate={tickDate}
      />
    </Suspense>
  );
}
