import {
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { EffortPeriod, EffortSummary } from '@mathsight/contract/effort.ts';
import type { EffortReport } from '@mathsight/contract/student-reports.ts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/api/model-state.ts';
import { ChartFigure } from '../../../shared/charts/chart-figure.tsx';
import { BarChart } from '../../../shared/charts/lazy-charts.tsx';
import { useClassesToActOn } from '../../../shared/classes/classes-to-act-on.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { StudentsTabs } from '../../../shared/reports/students-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { useClassEffort } from '../api/class-effort.ts';
import { exportEffort } from '../api/export-student-reports.ts';
import { useReportClass } from '../hooks/use-report-class.ts';
import { NoClasses, ReportClassSelect } from './students-proficiency-page.tsx';

type Week = EffortReport['weeks'][number];

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "16 Nov" for a yyyy-mm-dd day. */
export const dayMonth = (ymd: string) => DAY_MONTH.format(new Date(`${ymd}T00:00:00Z`));

const FIGURES: Array<{ key: keyof EffortSummary; header: string }> = [
  { key: 'workCompleted', header: 'Work completed' },
  { key: 'questionsAnswered', header: 'Questions answered' },
  { key: 'retries', header: 'Retries' },
  { key: 'timeOnTaskMinutes', header: 'Time on task (min)' },
  { key: 'effortPoints', header: 'Effort points' },
];

function WeeklyChart({ report }: { report: EffortReport }) {
  const data = report.weeks.map((w) => ({ week: dayMonth(w.weekStart), points: w.effort.effortPoints }));
  return (
    <ChartFigure<Week>
      title={`${report.groupCode}: effort each week of ${report.term.name}`}
      description={`The effort points the students of ${report.groupCode} earned together each week of ${report.term.name} (weeks from Monday): questions answered + retries + 5 × work completed.`}
      chart={
        <BarChart
          h={220}
          data={data}
          dataKey="week"
          series={[{ name: 'points', label: 'Effort points', color: 'indigo.6' }]}
          tickLine="y"
          gridAxis="y"
          withTooltip
          // The chart is hidden from assistive technology (its table reads instead): no tab stop inside.
          barChartProps={{ accessibilityLayer: false }}
        />
      }
      rows={report.weeks}
      columns={[
        { header: 'Week from', cell: (w) => dayMonth(w.weekStart) },
        ...FIGURES.map((f) => ({ header: f.header, cell: (w: Week) => w.effort[f.key] })),
      ]}
      rowKey={(w) => w.weekStart}
    />
  );
}

function EffortTable({ report }: { report: EffortReport }) {
  const sorted = [...report.students].sort(
    (a, b) => b.effort.effortPoints - a.effort.effortPoints || a.lastName.localeCompare(b.lastName),
  );
  const schoolId = useSessionStore((s) => s.schoolId) ?? 0;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table striped highlightOnHover miw={640} aria-label={`Effort of ${report.groupCode}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            {FIGURES.map((f) => (
              <Table.Th key={f.key} ta="right">
                {f.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((s) => (
            <Table.Tr key={s.studentId} data-testid="effort-row">
              <Table.Th scope="row" fw={600}>
                <Link to={paths.student(schoolId, s.studentId)}>
                  {s.lastName}, {s.firstName}
                </Link>
              </Table.Th>
              {FIGURES.map((f) => (
                <Table.Td key={f.key} ta="right" fw={f.key === 'effortPoints' ? 700 : undefined}>
                  {s.effort[f.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * `/{schoolId}/students/effort` (issue 14 points 1 and 3): one class's effort in a chosen week or the
 * term (work completed, questions answered, retries, time on task, points; decision 0016), the
 * class's effort each week of the term as a bar chart with its table, and the same rows as a CSV.
 */
export function StudentsEffortPage() {
  usePageTitle('Student effort');
  const schoolId = useSessionStore((s) => s.schoolId);
  const classes = useClassesToActOn();
  const groups = classes.status === 'success' ? classes.groups : [];
  const { groupId, setGroupId } = useReportClass(groups);
  const [period, setPeriod] = useState<EffortPeriod>('term');
  const [week, setWeek] = useState<string | null>(null);
  const report = useClassEffort(schoolId ?? 0, groupId, period, period === 'week' ? week : null);
  const [exporting, setExporting] = useState(false);
  if (schoolId === null) return null;

  const data = report.data;
  const weekOptions = [...(data?.weeks ?? [])]
    .reverse()
    .map((w) => ({ value: w.weekStart, label: `Week from ${dayMonth(w.weekStart)}` }));
  const onExport = async (r: EffortReport) => {
    setExporting(true);
    try {
      await exportEffort(schoolId, { groupId: r.groupId, period: r.period, date: r.from }, r.groupCode);
    } catch (error) {
      showToast({ id: 'effort-export', message: errorMessageOf(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Student effort</Title>
        <Text className={muted.muted} mt={4}>
          How much each student of a class has done: work completed, questions answered, retries and time on
          task. Effort points are questions answered + retries + 5 × work completed, so every student can earn
          them.
        </Text>
      </div>
      <StudentsTabs schoolId={schoolId} groupId={groupId} />
      {classes.status === 'error' ? (
        <LoadError
          title="Your classes could not be loaded"
          message={classes.error.message}
          onRetry={classes.retry}
        />
      ) : classes.status === 'pending' ? (
        <Skeleton height={36} width="20rem" />
      ) : groups.length === 0 ? (
        <NoClasses schoolId={schoolId} />
      ) : (
        <>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <ReportClassSelect groups={groups} groupId={groupId} onChange={setGroupId} />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="effort-period-label">
                Period
              </Text>
              <SegmentedControl
                value={period}
                onChange={(v) => setPeriod(v as EffortPeriod)}
                data={[
                  { value: 'week', label: 'Week' },
                  { value: 'term', label: 'Term' },
                ]}
                aria-labelledby="effort-period-label"
              />
            </Stack>
            {period === 'week' && (
              <Select
                label="Week"
                data={weekOptions}
                value={data?.period === 'week' ? data.from : (week ?? weekOptions[0]?.value ?? null)}
                onChange={(v) => setWeek(v)}
                allowDeselect={false}
                style={{ flex: '0 1 14rem' }}
              />
            )}
            {data && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void onExport(data)}
                loading={exporting}
                disabled={data.students.length === 0}
              >
                Export CSV
              </Button>
            )}
          </Group>
          {report.isPending ? (
            <Stack gap="xs" aria-busy="true" data-testid="effort-loading">
              <Skeleton height={220} />
              <Skeleton height={200} />
            </Stack>
          ) : report.isError ? (
            <LoadError
              title="The effort report could not be loaded"
              message={report.error.message}
              onRetry={() => report.refetch()}
            />
          ) : report.data.students.length === 0 ? (
            <Card withBorder radius="md" padding="xl" data-testid="effort-empty">
              <Text fw={600}>{report.data.groupCode} has no students yet</Text>
              <Text size="sm">Add students to the class, then set them work.</Text>
            </Card>
          ) : (
            <Stack gap="lg">
              <WeeklyChart report={report.data} />
              <div>
                <Title order={2} size="h4" mb="xs">
                  {report.data.period === 'week'
                    ? `Week from ${dayMonth(report.data.from)} to ${dayMonth(report.data.to)}`
                    : report.data.term.name}
                </Title>
                {report.data.students.every((s) => s.effort.effortPoints === 0) && (
                  <Text size="sm" mb="xs" data-testid="effort-none">
                    No work done in this {report.data.period} yet.
                  </Text>
                )}
                <EffortTable report={report.data} />
              </div>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
