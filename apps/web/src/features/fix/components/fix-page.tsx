import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ConsolidatedInsights } from '@mathsight/contract/insights.ts';
import { formatAverageScore } from '@mathsight/contract/score-and-effort.ts';
import { Link } from 'react-router';
import { formatSchoolDateTime } from '../../../shared/dates/school-time.ts';
import { usePageTitle } from '../../../shared/hooks/use-page-title.ts';
import { useConsolidatedInsights } from '../../../shared/insights/api/get-consolidated-insights.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { classScopeName } from '../../../shared/session/class-selection.ts';
import { ClassScopeNote } from '../../../shared/session/components/class-scope-note.tsx';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useSelectedClass } from '../../../shared/session/use-selected-class.ts';
import { ListStates } from '../../../shared/ui/list-kit/list-states.tsx';
import { PlainList } from '../../../shared/ui/plain-list.tsx';
import { rankWorthFixing } from '../fix-selection.ts';

function misconceptionsOf(insights: ConsolidatedInsights, assignmentId: number) {
  return insights.topMisconceptions.filter((m) => m.assignmentIds.includes(assignmentId)).slice(0, 3);
}

/** `/{schoolId}/fix`: finished work of the teacher's classes (or the sidebar's class), the most worth fixing first. */
export function FixPage() {
  usePageTitle('Fix');
  const schoolId = useSessionStore((s) => s.schoolId);
  const { groupId, group } = useSelectedClass();
  const insights = useConsolidatedInsights(schoolId ?? 0, groupId);
  if (schoolId === null) return null;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Fix</Title>
        <Text>
          Finished work with the most to put right first. Open one to set follow-up work on the misconceptions
          behind the wrong answers.
        </Text>
        <ClassScopeNote />
      </Stack>
      <ListStates
        read={insights}
        noun="finished work"
        errorTitle="Finished work could not be loaded"
        isEmpty={(data) => rankWorthFixing(data.recentWork).length === 0}
        empty={
          <Text>
            Nothing to fix: no finished work of {classScopeName(group)} in the last six weeks has wrong
            answers.
          </Text>
        }
      >
        {(data) => (
          <PlainList gap="sm" aria-label="Work worth fixing">
            {rankWorthFixing(data.recentWork).map((w) => (
              <Card
                key={w.assignmentId}
                component="li"
                withBorder
                radius="md"
                padding="md"
                data-testid="fix-candidate"
              >
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={2}>
                    <Anchor component={Link} to={paths.fix(schoolId, w.assignmentId)} fw={700}>
                      {w.name}
                    </Anchor>
                    <Text size="sm">
                      {w.groups.map((g) => g.code).join(', ')} · ended {formatSchoolDateTime(w.endDate)}
                    </Text>
                  </Stack>
                  <Text size="sm" fw={600}>
                    Average score {formatAverageScore(w.averageScorePercent, w.answeredPercent)} ·{' '}
                    {w.completedCount} of {w.studentCount} completed
                  </Text>
                </Group>
                {misconceptionsOf(data, w.assignmentId).length > 0 && (
                  <Text size="sm" mt="xs">
                    <strong>Misconceptions held:</strong>{' '}
                    {misconceptionsOf(data, w.assignmentId)
                      .map((m) => m.name)
                      .join('; ')}
                  </Text>
                )}
              </Card>
            ))}
          </PlainList>
        )}
      </ListStates>
    </Stack>
  );
}
