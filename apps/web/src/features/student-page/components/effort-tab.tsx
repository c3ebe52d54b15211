import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentEffortWeek } from '@mathsight/contract/student-profile.ts';
import { ChartFigure } from '../../../shared/charts/chart-figure.tsx';
import { BarChart } from '../../../shared/charts/lazy-charts.tsx';
import { formatSchoolDate } from '../../../shared/dates/school-time.ts';
import muted from '../../../shared/ui/muted-text.module.css';
import { useStudentEffort } from '../api/get-student-effort.ts';
import { TabError, TabLoading } from './tab-states.tsx';

/** "w/c 3 Nov": a week by its Monday. */
const weekLabel = (weekStart: string) =>
  `w/c ${formatSchoolDate(`${weekStart}T12:00:00Z`).replace(/^\w+ /, '')}`;

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" className={muted.muted}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

/**
 * The effort tab: the student's effort this term (decision 0016: effort points = questions answered +
 * retries + 5 × work completed), the term's totals and a bar a week, with the numbers in a table.
 */
export function EffortTab({
  schoolId,
  studentId,
  firstName,
}: {
  schoolId: number;
  studentId: number;
  firstName: string;
}) {
  const query = useStudentEffort(schoolId, studentId);
  if (query.isPending) return <TabLoading what="effort" />;
  if (query.isError) return <TabError what="effort" error={query.error} onRetry={() => query.refetch()} />;
  const { term, total, weeks } = query.data;
  const rows = weeks.map((w: StudentEffortWeek) => ({ ...w, week: weekLabel(w.weekStart), ...w.effort }));
  return (
    <Stack gap="lg">
      <Text size="sm" className={muted.muted} maw={680}>
        {term.label} so far. Effort points are questions answered, plus retries, plus 5 for each piece of work
        completed: they reward doing the work, not getting it right.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="effort-totals">
        <Figure label="Effort points" value={total.effortPoints} />
        <Figure label="Work completed" value={total.workCompleted} />
        <Figure label="Questions answered" value={total.questionsAnswered} />
        <Figure label="Retries" value={total.retries} />
        <Figure label="Time on task" value={`${total.timeOnTaskMinutes} min`} />
      </SimpleGrid>
      {total.effortPoints === 0 ? (
        <Card withBorder radius="md" padding="lg" data-testid="no-effort">
          <Text size="sm">{firstName} has not answered anything this term yet.</Text>
        </Card>
      ) : (
        <ChartFigure
          title="Effort points each week"
          description={`${firstName}'s effort points in each week of ${term.label}, Monday to Sunday.`}
          chart={
            <BarChart
              h={260}
              data={rows}
              dataKey="week"
              series={[{ name: 'effortPoints', label: 'Effort points', color: 'indigo.7' }]}
              tickLine="y"
              withTooltip
              // The chart is hidden from assistive technology (ChartFigure's table reads the numbers),
              // so recharts' keyboard layer must not make it focusable.
              barChartProps={{ accessibilityLayer: false }}
            />
          }
          rows={rows}
          rowKey={(r) => r.weekStart}
          columns={[
            { header: 'Week', cell: (r) => r.week },
            { header: 'Effort points', cell: (r) => r.effortPoints },
            { header: 'Work completed', cell: (r) => r.workCompleted },
            { header: 'Questions answered', cell: (r) => r.questionsAnswered },
            { header: 'Retries', cell: (r) => r.retries },
            { header: 'Time on task (min)', cell: (r) => r.timeOnTaskMinutes },
          ]}
        />
      )}
    </Stack>
  );
}
