import { Button, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
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
import { ClassesStates, ReportClassSelect } from '../../../shared/reports/class-report-states.tsx';
import { StudentsTabs } from '../../../shared/reports/students-tabs.tsx';
import { paths } from '../../../shared/routing/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { ListEmpty, ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { ListTable } from '../../../shared/ui/list-kit/list-table.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { showToast } from '../../../shared/ui/toast.ts';
import { useClassEffort } from '../api/class-effort.ts';
import { exportEffort } from '../api/export-student-reports.ts';
import { useReportClass } from '../hooks/use-report-class.ts';

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
    <ListTable label={`Effort of ${report.groupCode}`} minWidth={640} striped highlightOnHover>
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
    </ListTable>
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
      <ClassesStates classes={classes} schoolId={schoolId}>
        {(groups) => (
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
            <ListStates
              read={report}
              noun="the effort report"
              errorTitle="The effort report could not be loaded"
              loadingTestId="effort-loading"
              loadingRows={2}
              rowHeight={210}
              isEmpty={(r) => r.students.length === 0}
              empty={
                <ListEmpty title={`${data?.groupCode ?? ''} has no students yet`} testId="effort-empty">
                  <Text size="sm">Add students to the class, then set them work.</Text>
                </ListEmpty>
              }
            >
              {(r) => (
                <Stack gap="lg">
                  <WeeklyChart report={r} />
                  <div>
                    <Title order={2} size="h4" mb="xs">
                      {r.period === 'week'
                        ? `Week from ${dayMonth(r.from)} to ${dayMonth(r.to)}`
                        : r.term.name}
                    </Title>
                    {r.students.every((s) => s.effort.effortPoints === 0) && (
                      <Text size="sm" mb="xs" data-testid="effort-none">
                        No work done in this {r.period} yet.
                      </Text>
                    )}
                    <EffortTable report={r} />
                  </div>
                </Stack>
              )}
            </ListStates>
          </>
        )}
      </ClassesStates>
    </Stack>
  );
}
