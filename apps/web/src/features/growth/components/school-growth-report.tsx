import { Group, Loader, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import type { Strand } from '@mathsight/contract/content.ts';
import type { GroupGrowthRow, GrowthByClass, MeanWithSpread } from '@mathsight/contract/growth.ts';
import { useState } from 'react';
import { ChartFigure } from '../../../shared/charts/chart-figure.tsx';
import { LineChart } from '../../../shared/charts/lazy-charts.tsx';
import { fileNamePart } from '../../../shared/files/file-name-part.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import {
  changeText,
  measureWithYear,
  WORKING_AT_AXIS_LABEL,
  weekText,
  workingAtAxis,
  workingAtTick,
} from '../../../shared/reports/growth-format.ts';
import { ReportsTabs } from '../../../shared/reports/reports-tabs.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { downloadGrowthFile } from '../api/export-growth.ts';
import { useGrowthByClass } from '../api/get-growth-by-class.ts';
import { NoBaselineYet, PageHeader, StrandSelect } from './growth-controls.tsx';

type View = 'growth' | 'baseline';

const COLOURS = ['indigo.7', 'teal.7', 'orange.8', 'grape.7', 'red.7', 'cyan.8', 'lime.8', 'pink.7'];
const MAX_LINES = COLOURS.length;

/** "0.4 (SD 0.8)": a mean with the spread across students. */
const spreadText = (m: MeanWithSpread | null) =>
  m === null ? '–' : `${m.mean.toFixed(1)} (SD ${m.standardDeviation.toFixed(1)})`;

/**
 * The chart's lines: the year groups in year order (or, without any, the first classes), each one's
 * weekly mean. A line starts at its group's first week and is carried on to the chart's last week at
 * its last value, as the caption promises: a group whose students answered nothing lately keeps its
 * level, it does not vanish.
 */
export function chartRows(data: Pick<GrowthByClass, 'years' | 'classes'>) {
  const lines = (data.years.some((y) => y.withBaseline > 0) ? data.years : data.classes)
    .filter((r) => r.withBaseline > 0)
    .slice(0, MAX_LINES);
  const weeks = [...new Set(lines.flatMap((l) => l.weeks.map((w) => w.weekStart)))].sort();
  const last = new Map<string, number>();
  const rows = weeks.map((weekStart) => {
    const row: Record<string, string | number | null> = { weekStart, week: weekText(weekStart) };
    for (const l of lines) {
      const w = l.weeks.find((x) => x.weekStart === weekStart);
      if (w) last.set(l.name, Math.round(w.mean * 100) / 100);
      row[l.name] = last.get(l.name) ?? null;
    }
    return row;
  });
  return { lines, rows };
}

function ReportTable({
  rows,
  view,
  caption,
}: {
  rows: readonly GroupGrowthRow[];
  view: View;
  caption: string;
}) {
  return (
    <ScrollTable label={caption} minWidth={view === 'growth' ? 820 : 560}>
      <Table striped>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Students</Table.Th>
            <Table.Th scope="col">With a baseline</Table.Th>
            <Table.Th scope="col">Mean baseline</Table.Th>
            {view === 'growth' && (
              <>
                <Table.Th scope="col">Mean now</Table.Th>
                <Table.Th scope="col">Mean growth</Table.Th>
                <Table.Th scope="col">Grew</Table.Th>
                <Table.Th scope="col">About the same</Table.Th>
                <Table.Th scope="col">Fell</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={`${r.kind}-${r.id}`}>
              <Table.Th scope="row" fw={600}>
                {r.name}
              </Table.Th>
              <Table.Td>{r.studentCount}</Table.Td>
              <Table.Td>{r.withBaseline}</Table.Td>
              <Table.Td>{spreadText(r.baseline)}</Table.Td>
              {view === 'growth' && (
                <>
                  <Table.Td>{spreadText(r.now)}</Table.Td>
                  <Table.Td>
                    {r.growth
                      ? `${changeText(r.growth.mean, r.growth.standardError)} (SD ${r.growth.standardDeviation.toFixed(1)})`
                      : '–'}
                  </Table.Td>
                  <Table.Td>{r.grew}</Table.Td>
                  <Table.Td>{r.aboutTheSame}</Table.Td>
                  <Table.Td>{r.fell}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * A class's growth PDFs (a page per student, decision 0017) from the school view: the class chosen
 * here, in the strand the report shows; the class with the most baselines is offered first.
 */
function GrowthPdfs({ schoolId, data }: { schoolId: number; data: GrowthByClass }) {
  const first = [...data.classes].sort((a, b) => b.withBaseline - a.withBaseline)[0];
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = data.classes.find((c) => c.id === picked) ?? first;
  if (!chosen) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Class for the PDFs"
        value={String(chosen.id)}
        onChange={(e) => setPicked(Number(e.currentTarget.value))}
        data={data.classes.map((c) => ({ value: String(c.id), label: c.name }))}
        w={180}
      />
      <DownloadButton
        label="Download growth PDFs"
        busyLabel="Preparing growth PDFs"
        download={(transfer) =>
          downloadGrowthFile(
            schoolId,
            { kind: 'growth.pdf', groupId: chosen.id, strand: data.strand },
            `${fileNamePart(chosen.name, 'class')}-growth-${data.strand}.pdf`,
            transfer,
          )
        }
      />
    </Group>
  );
}

/**
 * `/{schoolId}/reports/growth` and `/reports/baseline`: every class and year group side by side (means
 * with their spread), a line chart of the year groups' mean measure week by week, a CSV of the table,
 * and (growth) a chosen class's growth PDFs.
 */
export function SchoolGrowthReport({ view }: { view: View }) {
  const title = view === 'growth' ? 'Growth report' : 'Baseline report';
  usePageTitle(title);
  const schoolId = useSessionStore((s) => s.schoolId) ?? 0;
  const [strand, setStrand] = useState<Strand | null>(null);
  const report = useGrowthByClass(schoolId, strand);
  const data = report.data;
  const strandName = data?.strands.find((s) => s.strand === data.strand)?.name ?? '';
  const any = data ? data.classes.some((c) => c.withBaseline > 0) : false;
  const chart = data ? chartRows(data) : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        intro={
          view === 'growth'
            ? 'Growth since the baseline by class and year group: the mean of the students with a baseline, with the spread across them (SD) and how many clearly grew, stayed about the same or fell.'
            : 'Where each class and year group started: the mean baseline of its students, with the spread across them (SD).'
        }
        actions={
          data ? (
            <DownloadButton
              label="Export CSV"
              busyLabel="Exporting CSV"
              download={(transfer) =>
                downloadGrowthFile(
                  schoolId,
                  { kind: 'classes.csv', strand: data.strand, view },
                  `school-${view}-${data.strand}.csv`,
                  transfer,
                )
              }
            />
          ) : null
        }
      />
      <ReportsTabs schoolId={schoolId} />
      {data && (
        <Group align="flex-end" gap="lg" wrap="wrap">
          <StrandSelect strands={data.strands} value={data.strand} onChange={setStrand} />
          {view === 'growth' && <GrowthPdfs schoolId={schoolId} data={data} />}
        </Group>
      )}
      {report.isPending ? (
        <Loader aria-label={`Loading the ${view} report`} />
      ) : report.isError ? (
        <LoadError
          title={`The ${view} report could not be loaded`}
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      ) : data ? (
        <>
          {!any && (
            <NoBaselineYet
              diagnosticWorkCount={data.diagnosticWorkCount}
              scope={`the school in ${strandName.toLowerCase()}`}
            />
          )}
          {chart && chart.lines.length > 0 && (
            <ChartFigure
              title={`${strandName}: mean measure week by week`}
              description="The mean measure of each group's students with a baseline at the end of each week (each student's last measure carried on, to the last week). The axis reads a measure as the school year whose average student it matches: 0 is Year 7, and each half point is a year."
              rows={chart.rows}
              rowKey={(r) => String(r.weekStart)}
              columns={[
                { header: 'Week of', cell: (r) => String(r.week) },
                ...chart.lines.map((l) => ({
                  header: l.name,
                  cell: (r: Record<string, string | number | null>) =>
                    typeof r[l.name] === 'number' ? (r[l.name] as number).toFixed(1) : '–',
                })),
              ]}
              chart={
                <LineChart
                  h={260}
                  data={chart.rows}
                  dataKey="week"
                  withLegend
                  curveType="linear"
                  connectNulls
                  lineChartProps={{ accessibilityLayer: false }}
                  valueFormatter={measureWithYear}
                  yAxisLabel={WORKING_AT_AXIS_LABEL}
                  yAxisProps={{
                    ...workingAtAxis(chart.lines.flatMap((l) => l.weeks.map((w) => w.mean))),
                    tickFormatter: workingAtTick,
                    width: 56,
                  }}
                  series={chart.lines.map((l, i) => ({ name: l.name, color: COLOURS[i % COLOURS.length] }))}
                />
              }
            />
          )}
          <Stack gap="xs" component="section" aria-labelledby="years-heading">
            <Title order={2} size="h3" id="years-heading">
              Year groups
            </Title>
            {data.years.length === 0 ? (
              <Text>No class names a year group.</Text>
            ) : (
              <ReportTable
                rows={data.years}
                view={view}
                caption={`Each year group in ${strandName.toLowerCase()}.`}
              />
            )}
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="classes-heading">
            <Title order={2} size="h3" id="classes-heading">
              Classes
            </Title>
            {data.classes.length === 0 ? (
              <Text>The school has no classes yet.</Text>
            ) : (
              <ReportTable
                rows={data.classes}
                view={view}
                caption={`Each class in ${strandName.toLowerCase()}.`}
              />
            )}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

export function ReportsGrowthPage() {
  return <SchoolGrowthReport view="growth" />;
}

export function ReportsBaselinePage() {
  return <SchoolGrowthReport view="baseline" />;
}
