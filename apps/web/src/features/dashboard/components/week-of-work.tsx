import { Anchor, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HomeworkInsight } from '@mathsight/contract/assignments.ts';
import { formatAverageScore } from '@mathsight/contract/score-and-effort.ts';
import { Link } from 'react-router';
import { AssignmentKindBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { classScopeName } from '../../../shared/session/class-selection.ts';
import { ClassScopeNote } from '../../../shared/session/components/class-scope-note.tsx';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import muted from '../../../shared/ui/muted-text.module.css';
import { useHomeworkInsights } from '../api/list-homework-insights.ts';
import { dueThisWeek, justFinished } from '../week-of-work.ts';

const SHOWN = 5;

function WorkItem({ schoolId, item, ended }: { schoolId: number; item: HomeworkInsight; ended: boolean }) {
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-testid="dashboard-work">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.planAssignment(schoolId, item.assignmentId)} fw={700} size="sm">
          {item.name}
        </Anchor>
        <AssignmentKindBadge kind={item.kind} size="xs" />
      </Group>
      <Text size="xs" className={muted.muted} mt={2}>
        {item.groups.map((g) => g.code).join(', ')} · {ended ? 'Ended' : 'Due'}{' '}
        {formatSchoolDateTime(item.endDate)}
      </Text>
      <Group gap="xs" mt={6} wrap="nowrap">
        <Progress
          value={item.completionPercent}
          color="green.9"
          size="sm"
          style={{ flex: 1 }}
          aria-label={`${item.name}: ${item.completionPercent}% completed`}
        />
        <Text size="xs" style={{ flex: 'none' }}>
          {item.completedCount} of {item.studentCount} done
          {ended && item.averageScorePercent !== null
            ? ` · score ${formatAverageScore(item.averageScorePercent, item.answeredPercent)}`
            : ''}
        </Text>
      </Group>
    </Card>
  );
}

function WorkSection({
  id,
  title,
  schoolId,
  ended,
}: {
  id: string;
  title: string;
  schoolId: number;
  ended: boolean;
}) {
  const { groupId, group } = useSelectedClass();
  const insights = useHomeworkInsights(schoolId, ended ? 'Done' : 'Upcoming', groupId);
  const scope = classScopeName(group);
  const items = insights.data ? (ended ? justFinished : dueThisWeek)(insights.data.items) : [];
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      {insights.isPending && (
        <Stack gap="xs" aria-hidden="true">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      )}
      {insights.isError && <LoadError title="This could not be loaded" message={insights.error.message} />}
      {insights.data && items.length === 0 && (
        <Text size="sm">
          {ended
            ? `No work for ${scope} ended in the last 7 days.`
            : `Nothing for ${scope} is due in the next 7 days.`}
        </Text>
      )}
      {items.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.slice(0, SHOWN).map((item) => (
            <WorkItem key={item.assignmentId} schoolId={schoolId} item={item} ended={ended} />
          ))}
        </Stack>
      )}
      {items.length > SHOWN && (
        <Anchor component={Link} to={paths.plan(schoolId)} size="sm">
          {items.length - SHOWN} more in the plan
        </Anchor>
      )}
    </Stack>
  );
}

/**
 * The dashboard's "Due this week" and "Just finished", from the homework insights of the teacher's
 * classes, or of the class chosen in the sidebar.
 */
export function WeekOfWork({ schoolId }: { schoolId: number }) {
  return (
    <Stack gap="sm">
      <ClassScopeNote />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <WorkSection id="due-this-week" title="Due this week" schoolId={schoolId} ended={false} />
        <WorkSection id="just-finished" title="Just finished" schoolId={schoolId} ended />
      </SimpleGrid>
    </Stack>
  );
}
