import { useTranslation } from '@/lib/i18n/namespaces/lab-reports';
import { type LabFlag, type LabTrend } from '@sehat/shared';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';
import { shortDate } from '@/lib/i18n/dates';

const HEIGHT = 300;
const MARGIN = { top: 28, right: 20, bottom: 44, left: 52 };
const DAY_MS = 86_400_000;
/** Value labels above the points while they fit; past this the table beside the chart carries them. */
const MAX_LABELLED_POINTS = 12;

const POINT_CLASS: Record<LabFlag, string> = {
  high: 'fill-destructive',
  low: 'fill-amber-600',
  normal: 'fill-primary',
};

/** Noon UTC of a `yyyy-MM-dd` day, so a date never shifts across a time zone. */
const dayOf = (iso: string) => new Date(`${iso}T12:00:00Z`);
const tickDate = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: '2-digit', timeZone: 'UTC' });

/** The y domain: every value and the band's set sides, with a tenth of the span as margin. */
function valueDomain(trend: LabTrend): [number, number] {
  const values = [
    ...trend.points.map((p) => p.value),
    ...[trend.reference_low, trend.reference_high].filter((v): v is number => v !== null),
  ];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = max === min ? Math.max(Math.abs(max) * 0.1, 1) : (max - min) * 0.1;
  return [min - pad > 0 || min < 0 ? min - pad : 0, max + pad];
}

/**
 * The trend of one test as a line chart (visx, SVG): the reference range as a shaded band (an open
 * side runs to the chart's edge), every value as a point coloured by its flag and labelled with
 * its value, and the dates on the x axis. `role="img"` with a title and description; the values
 * themselves are in the table beside it.
 */
export function LabTrendChart({ trend }: { trend: LabTrend }) {
  const { t } = useTranslation('lab-reports');
  const titleId = useId();
  const descId = useId();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const points = trend.points.map((p) => ({ ...p, day: dayOf(p.date) }));
  const first = points[0]?.day ?? new Date();
  const last = points.at(-1)?.day ?? first;
  const span = Math.max(last.getTime() - first.getTime(), 30 * DAY_MS);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleTime({
    domain: [new Date(first.getTime() - span * 0.08), new Date(last.getTime() + span * 0.08)],
    range: [0, innerWidth],
  });
  const y = scaleLinear({ domain: valueDomain(trend), range: [innerHeight, 0], nice: true });
  const bandTop = trend.reference_high === null ? 0 : y(trend.reference_high);
  const bandBottom = trend.reference_low === null ? innerHeight : y(trend.reference_low);
  const hasBand = trend.reference_low !== null || trend.reference_high !== null;
  const labelled = points.length <= MAX_LABELLED_POINTS;
  const pointTitle = (p: (typeof points)[number]) => {
    const vars = { date: shortDate(p.date), value: p.value, unit };
    if (p.flag === 'high') return t('labTrendChart.pointHigh', vars);
    return p.flag === 'low' ? t('labTrendChart.pointLow', vars) : t('labTrendChart.point', vars);
  };
  const dateTicks =
    points.length <= Math.max(2, Math.floor(innerWidth / 80)) ? points.map((p) => p.day) : undefined;
  const unit = trend.unit ? ` ${trend.unit}` : '';

  return (
    <div ref={parentRef} className="w-full min-w-0" style={{ height: HEIGHT }}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{t('labTrendChart.overTime', { test: trend.test_name })}</title>
          <desc id={descId}>
            {points.length === 0
              ? t('labTrendChart.noValues')
              : t('labTrendChart.valuesRange', {
                  count: points.length,
                  from: shortDate(points[0]!.date),
                  to: shortDate(points.at(-1)!.date),
                })}
          </desc>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {hasBand && (
              <g data-testid="reference-band">
                <rect
                  x={0}
                  y={bandTop}
                  width={innerWidth}
                  height={Math.max(bandBottom - bandTop, 0)}
                  className="fill-emerald-500/15"
                />
                <text x={6} y={Math.max(bandTop, 0) + 14} className="fill-emerald-800 text-[11px]">
                  {t('labTrendChart.referenceRange')}
                </text>
              </g>
            )}
            <AxisLeft
              scale={y}
              numTicks={5}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{
                className: 'fill-muted-foreground text-[11px]',
                textAnchor: 'end',
                dx: -4,
                dy: 4,
              }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              {...(dateTicks
                ? { tickValues: dateTicks }
                : { numTicks: Math.max(2, Math.floor(innerWidth / 90)) })}
              tickFormat={(value) => tickDate(value as Date)}
              stroke="currentColor"
              tickStroke="currentColor"
              tickLabelProps={{ className: 'fill-muted-foreground text-[11px]', textAnchor: 'middle' }}
            />
            <LinePath
              data={points}
              x={(p) => x(p.day)}
              y={(p) => y(p.value)}
              className="stroke-primary"
              strokeWidth={2}
              fill="none"
            />
            {points.map((p) => (
              <g key={`${p.report_id}-${p.date}`} data-testid="trend-point">
                <circle
                  cx={x(p.day)}
                  cy={y(p.value)}
                  r={5}
                  className={`${POINT_CLASS[p.flag ?? 'normal']} stroke-background`}
                  strokeWidth={2}
                >
                  <title>{pointTitle(p)}</title>
                </circle>
                {labelled && (
                  <text
                    x={x(p.day)}
                    y={y(p.value) - 10}
                    textAnchor="middle"
                    className="fill-foreground text-[11px] font-semibold"
                  >
                    {p.value}
                  </text>
                )}
              </g>
            ))}
          </Group>
        </svg>
      )}
    </div>
  );
}
