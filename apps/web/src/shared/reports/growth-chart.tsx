import { ChartFigure } from '../charts/chart-figure.tsx';
import { LineChart } from '../charts/lazy-charts.tsx';
import {
  measureWithYear,
  WORKING_AT_AXIS_LABEL,
  weekText,
  workingAtAxis,
  workingAtTick,
} from './growth-format.ts';

/** One week of a growth line: the measure and its likely range (± one standard error, or ± one SD for a group). */
export interface GrowthChartPoint {
  weekStart: string;
  value: number;
  low: number;
  high: number;
}

interface GrowthChartProps {
  title: string;
  description: string;
  points: readonly GrowthChartPoint[];
  /** The baseline, drawn across the chart (omit when there is none). */
  baseline?: number | null;
  /** The level expected of the year, drawn across the chart. */
  expectedLevel?: number | null;
  /** What the range is, for the table's heading: "likely range (± 1 SE)". */
  rangeLabel?: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

const WEEK_MS = 7 * 86_400_000;

/**
 * The points with every week between the first and the last: a week without answers keeps the
 * measure of the week before (the measure only moves when the student answers), so the chart's evenly
 * spaced weeks are real time and a half-term's gap shows as a flat stretch, not as one step.
 */
export function everyWeek(points: readonly GrowthChartPoint[]): GrowthChartPoint[] {
  const filled: GrowthChartPoint[] = [];
  for (const point of points) {
    const previous = filled[filled.length - 1];
    if (previous) {
      for (
        let week = Date.parse(`${previous.weekStart}T00:00:00Z`) + WEEK_MS;
        week < Date.parse(`${point.weekStart}T00:00:00Z`);
        week += WEEK_MS
      ) {
        filled.push({ ...previous, weekStart: new Date(week).toISOString().slice(0, 10) });
      }
    }
    filled.push(point);
  }
  return filled;
}

/**
 * Baseline and growth as a line (issue 14 point 4): the weekly measure with its band drawn as two
 * dashed lines, the baseline and the expected level as reference lines, inside ChartFigure (so the
 * same numbers are a table for screen readers). Shared: the growth screens and the student page.
 */
export function GrowthChart({
  title,
  description,
  points,
  baseline = null,
  expectedLevel = null,
  rangeLabel = 'Likely range (± 1 SE)',
}: GrowthChartProps) {
  const data = everyWeek(points).map((p) => ({
    week: weekText(p.weekStart),
    Measure: round(p.value),
    Low: round(p.low),
    High: round(p.high),
  }));
  const axis = workingAtAxis([
    ...points.flatMap((p) => [p.low, p.high]),
    ...(baseline === null ? [] : [baseline]),
    ...(expectedLevel === null ? [] : [expectedLevel]),
  ]);
  const referenceLines = [
    ...(baseline === null
      ? []
      : [{ y: round(baseline), label: 'Baseline', color: 'orange.9', ifOverflow: 'extendDomain' as const }]),
    ...(expectedLevel === null
      ? []
      : [
          {
            y: round(expectedLevel),
            label: 'Expected for the year',
            color: 'gray.7',
            ifOverflow: 'extendDomain' as const,
          },
        ]),
  ];
  return (
    <ChartFigure
      title={title}
      description={description}
      rows={points}
      rowKey={(p) => p.weekStart}
      columns={[
        { header: 'Week of', cell: (p) => weekText(p.weekStart) },
        { header: 'Measure', cell: (p) => p.value.toFixed(1) },
        { header: rangeLabel, cell: (p) => `${p.low.toFixed(1)} to ${p.high.toFixed(1)}` },
      ]}
      chart={
        <LineChart
          h={240}
          data={data}
          dataKey="week"
          withLegend
          withDots={points.length < 16}
          curveType="linear"
          // The chart is hidden from assistive technology (ChartFigure reads its table instead): nothing in it may take focus.
          lineChartProps={{ accessibilityLayer: false }}
          referenceLines={referenceLines}
          valueFormatter={measureWithYear}
          yAxisLabel={WORKING_AT_AXIS_LABEL}
          yAxisProps={{ ...axis, tickFormatter: workingAtTick, width: 56 }}
          series={[
            { name: 'Measure', color: 'indigo.7' },
            { name: 'High', label: 'Likely range, top', color: 'indigo.3', strokeDasharray: '4 4' },
            { name: 'Low', label: 'Likely range, bottom', color: 'indigo.3', strokeDasharray: '4 4' },
          ]}
        />
      }
    />
  );
}
