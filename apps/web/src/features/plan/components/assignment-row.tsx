import { Anchor, Card, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Assignment } from '@mathsight/contract/assignments.ts';
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AssignmentKindBadge, DueStatusBadge } from '../../../shared/assignments/assignment-badges.tsx';
import { dueStatusOf } from '../../../shared/assignments/due-status.ts';
import { formatSchoolRange } from '../../../shared/dates/school-time.ts';
import { paths } from '../../../shared/routing/paths.ts';

/** "12 of 28 started · 5 completed". */
export function progressText(a: Pick<Assignment, 'studentCount' | 'startedCount' | 'completedCount'>) {
  return `${a.startedCount} of ${a.studentCount} started · ${a.completedCount} completed`;
}

/** One assignment in the plan list: name (to its page), kind, where it stands, classes, dates, progress. */
export function AssignmentRow({ schoolId, assignment: a }: { schoolId: number; assignment: Assignment }) {
  const completed = a.studentCount > 0 ? Math.round((100 * a.completedCount) / a.studentCount) : 0;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="assignment-row">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <Anchor component={Link} to={paths.planAssignment(schoolId, a.assignmentId)} fw={700} fz="md">
            {a.name}
          </Anchor>
          <Group gap="xs">
            <AssignmentKindBadge kind={a.kind} />
            <DueStatusBadge status={dueStatusOf(a.startDate, a.endDate)} />
          </Group>
        </Stack>
        <Stack gap={4} style={{ flex: '0 1 16rem' }}>
          <Text size="sm">{progressText(a)}</Text>
          <Progress
            value={completed}
            size="sm"
            color="green.9"
            aria-label={`${a.name}: ${completed}% completed`}
          />
        </Stack>
      </Group>
      <Group gap="lg" mt="sm" wrap="wrap">
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">
            <VisuallyHidden>Classes: </VisuallyHidden>
            {a.groups.map((g) => g.code).join(', ') || 'No classes'}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">
            <VisuallyHidden>Dates: </VisuallyHidden>
            {formatSchoolRange(a.startDate, a.endDate)}
          </Text>
        </Group>
      </Group>
    </Card>
  );
}
