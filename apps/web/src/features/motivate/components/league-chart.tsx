import { ChartFigure } from '../../../shared/charts/chart-figure.tsx';
import { BarChart } from '../../../shared/charts/lazy-charts.tsx';

export interface LeagueChartRow {
  key: number;
  name: string;
  points: number;
}

const TOP = 10;

/** The top of a league as bars of effort points (ChartFigure keeps the same numbers in a table). */
export function LeagueChart({
  title,
  description,
  rows,
  valueLabel = 'Effort points',
}: {
  title: string;
  description: string;
  rows: readonly LeagueChartRow[];
  valueLabel?: string;
}) {
  const top = rows.slice(0, TOP);
  if (top.length === 0 || top.every((r) => r.points === 0)) return null;
  return (
    <ChartFigure
      title={title}
      description={description}
      rows={top}
      rowKey={(r) => r.key}
      columns={[
        { header: 'Name', cell: (r) => r.name },
        { header: valueLabel, cell: (r) => r.points },
      ]}
      chart={
        <BarChart
          h={Math.max(160, top.length * 32)}
          data={top.map((r) => ({ name: r.name, points: r.points }))}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 110 }}
          series={[{ name: 'points', label: valueLabel, color: 'teal.6' }]}
          withTooltip={false}
        />
      }
    />
  );
}
