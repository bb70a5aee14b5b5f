import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { type LabTrend } from '@sehat/shared';
import { BandChart } from '@/components/band-chart';
import { shortDate } from '@/lib/i18n/dates';

/** Noon UTC of a `yyyy-MM-dd` day, so a date never shifts across a time zone. */
const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`);
const tickDate = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: '2-digit', timeZone: 'UTC' });

/**
 * The trend of one test as a line chart (`BandChart`): the reference range as a shaded band, every value
 * as a point coloured by its flag and labelled with its value, and the dates on the x axis; the values
 * themselves are in the table beside it.
 */
export function LabTrendChart({ trend }: { trend: LabTrend }) {
  const { t } = useTranslation('lab-reports');
  const unit = trend.unit ? ` ${trend.unit}` : '';
  const points = trend.points.map((p) => {
    const vars = { date: shortDate(p.date), value: p.value, unit };
    const title =
      p.flag === 'high'
        ? t('labTrendChart.pointHigh', vars)
        : p.flag === 'low'
          ? t('labTrendChart.pointLow', vars)
          : t('labTrendChart.point', vars);
    return { key: `${p.report_id}-${p.date}`, at: dayOf(p.date), value: p.value, flag: p.flag, title };
  });
  return (
    <BandChart
      title={t('labTrendChart.overTime', { test: trend.test_name })}
      description={
        points.length === 0
          ? t('labTrendChart.noValues')
          : t('labTrendChart.valuesRange', {
              count: points.length,
              from: shortDate(trend.points[0]!.date),
              to: shortDate(trend.points.at(-1)!.date),
            })
      }
      lines={[points]}
      bands={[
        { low: trend.reference_low, high: trend.reference_high, label: t('labTrendChart.referenceRange') },
      ]}
      tickDate={tickDate}
    />
  );
}
