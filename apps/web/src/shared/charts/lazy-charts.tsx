import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * Mantine's charts (on Recharts, about 120 KB gzipped) loaded only when a chart is drawn, not with the
 * page: a report, league or student page downloads its table and words first, and the chart's code
 * follows while a grey box of the chart's height holds its place (issue 26 point 4: light pages).
 * Import BarChart and LineChart from here, never from '@mantine/charts'.
 *
 * Their legends list the series in the order given (Year 7, Year 8, …, Year 10), not in Recharts 3's
 * default alphabetical order (which put "Year 10" before "Year 7").
 */
const LazyBarChart = lazy(async () => {
  const [charts] = await Promise.all([import('@mantine/charts'), import('@mantine/charts/styles.css')]);
  return { default: charts.BarChart };
});
const LazyLineChart = lazy(async () => {
  const [charts] = await Promise.all([import('@mantine/charts'), import('@mantine/charts/styles.css')]);
  return { default: charts.LineChart };
});

const placeholder = (h: BarChartProps['h']) => (
  <Skeleton h={h ?? 300} radius="sm" data-testid="chart-loading" />
);

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={placeholder(props.h)}>
      <LazyBarChart {...props} legendProps={{ itemSorter: null, ...props.legendProps }} />
    </Suspense>
  );
}

export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={placeholder(props.h)}>
      <LazyLineChart {...props} legendProps={{ itemSorter: null, ...props.legendProps }} />
    </Suspense>
  );
}
