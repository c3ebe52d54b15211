import { Anchor, Table, Text } from '@mantine/core';
import {
  BEHIND_REASON_TEXT,
  type ClassReportRow,
  levelGapText,
  type YearGroupReportRow,
} from '@mathsight/contract/school-reports.ts';
import { Link } from 'react-router';
import { saveFile } from '../../../shared/api/http-client.ts';
import { ChartFigure } from '../../../shared/charts/chart-figure.tsx';
import { BarChart } from '../../../shared/charts/lazy-charts.tsx';
import { ProficiencyText, percentText } from '../../../shared/reports/report-kit.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { DownloadButton } from '../../../shared/ui/download-button.tsx';
import { ScrollTable } from '../../../shared/ui/list-kit/list-table.tsx';
import { downloadReportCsv, type ReportCsv } from '../api/download-report-csv.ts';

/** Downloads one table as CSV (the server builds it: same rows and columns as on screen). */
export function CsvButton({
  schoolId,
  months,
  csv,
  fileName,
  label,
}: {
  schoolId: number;
  months: number;
  csv: ReportCsv;
  fileName: string;
  /** What the file holds, read after "Download CSV" by screen readers: "of the classes". */
  label: string;
}) {
  return (
    <DownloadButton
      size="xs"
      label="Download CSV"
      name={`Download CSV ${label}`}
      busyLabel={`Downloading the CSV ${label}`}
      download={async (transfer) =>
        saveFile(await downloadReportCsv(schoolId, months, csv, transfer), fileName)
      }
    />
  );
}

/** What a class or year's proficiency counts: a measure per student per strand (decision 0014), not students. */
const STRAND_MEASURES = 'strand measures';

/**
 * "No", or "Yes" with each reason in words. Plain wrapping text, not badges: a badge keeps to one line
 * and the table's narrow last column cut its words off, leaving a red bar that said nothing.
 */
export function BehindBadges({ behind }: { behind: ClassReportRow['behind'] }) {
  if (behind.length === 0) return <Text size="sm">No</Text>;
  return (
    <Text size="sm" c="red.9" fw={600}>
      Yes: {behind.map((b) => BEHIND_REASON_TEXT[b].toLowerCase()).join('; ')}
    </Text>
  );
}

/** Completion and score side by side per class or year group, with its table for screen readers. */
export function AttainmentChart({
  title,
  description,
  rows,
}: {
  title: string;
  description: string;
  rows: Array<{
    key: string | number;
    name: string;
    completionPercent: number | null;
    scorePercent: number | null;
  }>;
}) {
  const data = rows.map((r) => ({
    name: r.name,
    Completion: r.completionPercent ?? 0,
    Score: r.scorePercent ?? 0,
  }));
  return (
    <ChartFigure
      title={title}
      description={description}
      rows={rows}
      rowKey={(r) => r.key}
      columns={[
        { header: 'Name', cell: (r) => r.name },
        { header: 'Completion', cell: (r) => percentText(r.completionPercent) },
        { header: 'Score', cell: (r) => percentText(r.scorePercent) },
      ]}
      chart={
        <BarChart
          h={Math.max(180, 48 * rows.length + 60)}
          data={data}
          dataKey="name"
          orientation="vertical"
          yAxisProps={{ width: 90 }}
          xAxisProps={{ domain: [0, 100] }}
          valueFormatter={(v) => `${v}%`}
          withLegend
          barChartProps={{ accessibilityLayer: false }}
          series={[
            { name: 'Completion', color: 'indigo.7' },
            { name: 'Score', color: 'teal.8' },
          ]}
        />
      }
    />
  );
}

export function YearGroupsTable({ rows }: { rows: YearGroupReportRow[] }) {
  return (
    <ScrollTable minWidth={720} label="Year groups">
      <Table striped withTableBorder fz="sm" aria-label="Year groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Year group</Table.Th>
            <Table.Th scope="col">Classes</Table.Th>
            <Table.Th scope="col">Students</Table.Th>
            <Table.Th scope="col">Handed in</Table.Th>
            <Table.Th scope="col">Completion</Table.Th>
            <Table.Th scope="col">Score</Table.Th>
            <Table.Th scope="col">Proficiency: a measure per student per strand</Table.Th>
            <Table.Th scope="col">Level against expected</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((y) => (
            <Table.Tr key={y.yearGroupId}>
              <Table.Th scope="row">{y.name}</Table.Th>
              <Table.Td>{y.classCount}</Table.Td>
              <Table.Td>{y.studentCount}</Table.Td>
              <Table.Td>
                {y.handedIn} of {y.workDue}
              </Table.Td>
              <Table.Td>{percentText(y.completionPercent)}</Table.Td>
              <Table.Td>{percentText(y.scorePercent)}</Table.Td>
              <Table.Td>
                <ProficiencyText p={y.proficiency} counted={STRAND_MEASURES} />
              </Table.Td>
              <Table.Td>{levelGapText(y.levelGap, y.levelGapSe)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

export function ClassesTable({
  schoolId,
  months,
  rows,
}: {
  schoolId: number;
  months: number;
  rows: ClassReportRow[];
}) {
  return (
    <ScrollTable minWidth={860} label="Classes">
      <Table striped withTableBorder fz="sm" aria-label="Classes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Class</Table.Th>
            <Table.Th scope="col">Year group</Table.Th>
            <Table.Th scope="col">Students</Table.Th>
            <Table.Th scope="col">Handed in</Table.Th>
            <Table.Th scope="col">Completion</Table.Th>
            <Table.Th scope="col">Score</Table.Th>
            <Table.Th scope="col">Proficiency: a measure per student per strand</Table.Th>
            <Table.Th scope="col">Level against expected</Table.Th>
            <Table.Th scope="col">Falling behind</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.groupId}>
              <Table.Th scope="row">
                <Anchor
                  component={Link}
                  to={`${paths.reportsGroup(schoolId, c.groupId)}${months === 1 ? '' : `&months=${months}`}`}
                >
                  {c.code}
                </Anchor>
              </Table.Th>
              <Table.Td>{c.yearGroupName ?? '–'}</Table.Td>
              <Table.Td>{c.studentCount}</Table.Td>
              <Table.Td>
                {c.handedIn} of {c.workDue}
              </Table.Td>
              <Table.Td>{percentText(c.completionPercent)}</Table.Td>
              <Table.Td>{percentText(c.scorePercent)}</Table.Td>
              <Table.Td>
                <ProficiencyText p={c.proficiency} counted={STRAND_MEASURES} />
              </Table.Td>
              <Table.Td>{levelGapText(c.levelGap, c.levelGapSe)}</Table.Td>
              <Table.Td>
                <BehindBadges behind={c.behind} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** What the window covers, in words. */
export function windowText(months: number, from: string) {
  const day = new Date(`${from}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return `${months === 1 ? 'The last month' : `The last ${months} months`}: work due since ${day}.`;
}
