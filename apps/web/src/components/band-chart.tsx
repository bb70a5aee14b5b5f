import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { useParentSize } from '@visx/responsive';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId } from 'react';

const HEIGHT = 300;
const MARGIN = { top: 28, right: 20, bottom: 44, left: 52 };
const DAY_MS = 86_400_000;
/** Value labels above the points while they fit; past this the list or table beside the chart carries them. */
const MAX_LABELLED_POINTS = 12;

type Flag = 'high' | 'low' | 'normal';
const POINT_CLASS: Record<Flag, string> = {
  high: 'fill-destructive',
  low: 'fill-amber-600',
  normal: 'fill-primary',
};

/** One value over time: `title` is what a pointer or a screen reader hears for it. */
export interface BandChartPoint {
  key: string;
  at: Date;
  value: number;
  flag: Flag | null;
  title: string;
}

/** A shaded target band; an open side (null) runs to the chart's edge. */
export interface BandChartBand {
  low: number | null;
  high: number | null;
  label: string;
}

/** The y domain: every value and the bands' set sides, with a tenth of the span as margin. */
function valueDomain(values: number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = max === min ? Math.max(Math.abs(max) * 0.1, 1) : (max - min) * 0.1;
  return [min - pad > 0 || min < 0 ? min - pad : 0, max + pad];
}

/**
 * Values over time as a line chart (visx, SVG; docs/decisions/025-trend-chart-library.md): each band shaded,
 * each line's points coloured by their flag and labelled with their value while few, the dates on the x axis
 * (`tickDate` formats them). `role="img"` with `title` and `description`; the values themselves are in the
 * table or list beside it. Used by a lab test's trend and a kind of home reading (two lines for blood
 * pressure).
 */
export function BandChart({
  title,
  description,
  lines,
  bands,
  tickDate,
}: {
  title: string;
  description: string;
  lines: readonly (readonly BandChartPoint[])[];
  bands: readonly BandChartBand[];
  tickDate: (date: Date) => string;
}) {
  const titleId = useId();
  const descId = useId();
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const all = lines.flat();
  const times = all.map((p) => p.at.getTime());
  const first = all.length > 0 ? new Date(Math.min(...times)) : new Date();
  const last = all.length > 0 ? new Date(Math.max(...times)) : first;
  const span = Math.max(last.getTime() - first.getTime(), 30 * DAY_MS);
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleTime({
    domain: [new Date(first.getTime() - span * 0.08), new Date(last.getTime() + span * 0.08)],
    range: [0, innerWidth],
  });
  const bandValues = bands.flatMap((band) => [band.low, band.high]).filter((v): v is number => v !== null);
  const y = scaleLinear({
    domain: valueDomain([...all.map((p) => p.value), ...bandValues]),
    range: [innerHeight, 0],
    nice: true,
  });
  const labelled = all.length <= MAX_LABELLED_POINTS;
  const distinctDays = [...new Set(all.map((p) => p.at.getTime()))].map((time) => new Date(time));
  const dateTicks =
    distinctDays.length <= Math.max(2, Math.floor(innerWidth / 80)) ? distinctDays : undefined;

  return (
    <div ref={parentRef} className="w-full min-w-0" style={{ height: HEIGHT }}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <Group left={MARGIN.left} top={MARGIN.top}>
            {bands
              .filter((band) => band.low !== null || band.high !== null)
              .map((band) => {
                const top = band.high === null ? 0 : y(band.high);
                const bottom = band.low === null ? innerHeight : y(band.low);
                return (
                  <g key={`${band.label}-${band.low}-${band.high}`} data-testid="reference-band">
                    <rect
                      x={0}
                      y={top}
                      width={innerWidth}
                      height={Math.max(bottom - top, 0)}
                      className="fill-emerald-500/15"
                    />
                    <text x={6} y={Math.max(top, 0) + 14} className="fill-emerald-800 text-[11px]">
                      {band.label}
                    </text>
                  </g>
                );
              })}
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
            {lines.map((points, index) => (
              <LinePath
                key={index}
                data={[...points]}
                x={(p) => x(p.at)}
                y={(p) => y(p.value)}
                className="stroke-primary"
                strokeWidth={2}
                strokeDasharray={index > 0 ? '6 4' : undefined}
                fill="none"
              />
            ))}
            {all.map((p) => (
              <g key={p.key} data-testid="trend-point">
                <circle
                  cx={x(p.at)}
                  cy={y(p.value)}
                  r={5}
                  className={`${POINT_CLASS[p.flag ?? 'normal']} stroke-background`}
                  strokeWidth={2}
                >
                  <title>{p.title}</title>
                </circle>
                {labelled && (
                  <text
                    x={x(p.at)}
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
